mod camera;
mod computer;
mod ecs;
mod hot_seat;
mod records;
mod rule_state;
mod screenshots;
mod tutorial;
