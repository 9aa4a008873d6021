//! The rows of a shipped level table (`core/data/*-levels.tsv`): the levels
//! measured stronger than the one below, weakest first, with each one's
//! step over it, and a line naming the rest, which stay unrated until more
//! games separate them (R1).

use crate::rating::fit::Fit;

/// `levels` pairs each level's index in the fit with its number.
pub fn rows(levels: &[(usize, u8)], fit: &Fit) -> String {
    let mut ladder = levels.to_vec();
    ladder.sort_by_key(|&(_, number)| number);
    let indices: Vec<usize> = ladder.iter().map(|&(i, _)| i).collect();
    let (rated, unrated) = ladder.split_at(fit.apart(&indices));
    let mut text = String::new();
    if let Some((_, first)) = unrated.first() {
        let names: Vec<String> = unrated.iter().map(|(_, number)| number.to_string()).collect();
        text += &format!(
            "# not rated yet: levels {} (level {first} is not yet measured stronger than the one below)\n",
            names.join(", ")
        );
    }
    let steps: Vec<String> = rated
        .windows(2)
        .map(|pair| {
            let (step, margin) = fit.step(pair[0].0, pair[1].0);
            format!("{} {step:+.0} ({:+.0}..{:+.0})", pair[1].1, step - margin, step + margin)
        })
        .collect();
    if !steps.is_empty() {
        text += &format!("# step over the level below (95%): {}\n", steps.join(", "));
    }
    text += "# level\trating\tlow\thigh\tgames\n";
    for &(i, number) in rated {
        let (r, m) = (fit.ratings[i], fit.margins[i]);
        text += &format!("{number}\t{r:.1}\t{:.1}\t{:.1}\t{}\n", r - m, r + m, fit.games[i]);
    }
    text
}
