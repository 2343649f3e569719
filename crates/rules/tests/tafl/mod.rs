mod copenhagen;
mod opentafl;
mod perft;
mod rules;
