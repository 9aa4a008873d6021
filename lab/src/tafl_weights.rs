//! Königszabel's hand-set evaluation weights by name, as the tuning
//! commands change them (`search:2:corner_guard=70`): a lab tool, so the
//! shipped evaluation carries no setters.

use zabel_core::ai::tafl::eval::Weights;

/// A weight read or changed by its name.
pub trait NamedWeights {
    /// The names the tuning commands use, e.g. `corner_guard=70`.
    const NAMES: [&'static str; 9];

    fn get(&self, name: &str) -> Option<i32>;

    /// Reads `name=value`, one weight changed.
    fn set(&mut self, assignment: &str) -> Result<(), String>;
}

impl NamedWeights for Weights {
    const NAMES: [&'static str; 9] = [
        "attacker_man",
        "defender_man",
        "escape_in_one",
        "escape_routes",
        "escape_in_two",
        "escape_in_three",
        "corner_guard",
        "king_pressed",
        "king_freedom",
    ];

    fn get(&self, name: &str) -> Option<i32> {
        let mut copy = *self;
        slot(&mut copy, name).map(|value| *value)
    }

    fn set(&mut self, assignment: &str) -> Result<(), String> {
        let (name, value) = assignment.split_once('=').ok_or_else(|| format!("'{assignment}': expected name=value"))?;
        let value: i32 = value.parse().map_err(|_| format!("'{value}' is not a whole number"))?;
        let slot = slot(self, name).ok_or_else(|| format!("no weight '{name}' ({})", Self::NAMES.join(", ")))?;
        *slot = value;
        Ok(())
    }
}

fn slot<'a>(weights: &'a mut Weights, name: &str) -> Option<&'a mut i32> {
    Some(match name {
        "attacker_man" => &mut weights.attacker_man,
        "defender_man" => &mut weights.defender_man,
        "escape_in_one" => &mut weights.escape_in_one,
        "escape_routes" => &mut weights.escape_routes,
        "escape_in_two" => &mut weights.escape_in_two,
        "escape_in_three" => &mut weights.escape_in_three,
        "corner_guard" => &mut weights.corner_guard,
        "king_pressed" => &mut weights.king_pressed,
        "king_freedom" => &mut weights.king_freedom,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::ai::tafl::eval::WEIGHTS;

    #[test]
    fn weights_are_set_by_name_and_bad_names_are_refused() {
        let mut weights = WEIGHTS;
        weights.set("corner_guard=70").unwrap();
        assert_eq!(weights.get("corner_guard"), Some(70));
        assert_eq!(Weights { corner_guard: WEIGHTS.corner_guard, ..weights }, WEIGHTS);
        assert!(Weights::NAMES.iter().all(|name| WEIGHTS.get(name).is_some()));
        assert!(weights.set("castle=3").unwrap_err().contains("corner_guard"));
        assert!(weights.set("corner_guard=x").is_err());
        assert!(weights.set("corner_guard").is_err());
    }
}
