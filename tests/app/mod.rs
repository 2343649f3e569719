mod ecs;
mod records;
mod screenshots;
