mod computer;
mod ecs;
mod hot_seat;
mod records;
mod screenshots;
