//! lanescope web app (being written).
