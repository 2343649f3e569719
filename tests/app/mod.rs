mod ecs;
mod hot_seat;
mod records;
mod screenshots;
mod rule_state;
