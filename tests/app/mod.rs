mod computer;
mod ecs;
mod hot_seat;
mod persistence;
mod records;
mod rule_state;
mod screenshots;
mod tutorial;
