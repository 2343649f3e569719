fn main() -> std::process::ExitCode {
    jikai::cli::run(std::env::args().skip(1).collect())
}
