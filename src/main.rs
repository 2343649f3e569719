fn main() -> std::process::ExitCode {
    jikai::cli::run(std::env::args_os())
}
