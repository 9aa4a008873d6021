//! The `zabel-lab` binary driven as a person measuring the engines would:
//! arenas, benches, training and setups, over the shell.

use std::process::{Command, Output, Stdio};

fn lab(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_zabel-lab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("zabel-lab starts");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The player's program, an outside engine to the arenas: built beside this
/// one by `cargo test --workspace`.
fn zabel_program() -> String {
    let program = std::path::Path::new(env!("CARGO_BIN_EXE_zabel-lab")).with_file_name("zabel");
    assert!(program.exists(), "{} is missing: cargo build -p zabel-cli first", program.display());
    program.display().to_string()
}

#[test]
fn the_tafl_bench_times_levels_and_arena_players_side_by_side() {
    let out = lab(&["tafl", "bench", "--level", "1,search:1", "--moves", "2"], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let timed: Vec<&str> = stdout.lines().filter(|l| l.contains("per move median")).collect();
    // Each player's attacking moves and defending moves apart, one of each.
    assert_eq!(timed.len(), 4, "{stdout}");
    assert!(timed[0].starts_with("1 (Thrall) attacking:") && timed[1].starts_with("1 (Thrall) defending:"), "{stdout}");
    assert!(timed[2].starts_with("search:1 (depth 1") && timed[2].contains(") attacking:"), "{stdout}");
    assert!(timed[3].starts_with("search:1 (depth 1") && timed[3].contains(") defending:"), "{stdout}");
    assert!(timed.iter().all(|line| line.contains("over 1 positions")), "{stdout}");
    assert_eq!(stdout.matches("cancellation latency").count(), 2, "{stdout}");
    let out = lab(&["tafl", "bench", "--level", "otep:true"], "");
    assert!(text(&out.stderr).contains("only players of this program can be timed"), "{}", text(&out.stderr));
}

#[test]
fn arena_plays_levels_and_an_outside_engine_and_fits_ratings() {
    let outside = format!("tcg:{} engine tcg --level 2", zabel_program());
    let out = lab(&["arena", "--players", &format!("L1,L3,{outside}"), "--deals", "3", "--threads", "2"], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("L1 Dice roller"), "{stdout}");
    assert!(
        stdout.lines().any(|l| l.starts_with("L1 Dice roller") && l.contains(" 1000 ")),
        "the random mover anchors at 1000: {stdout}"
    );
    assert!(stdout.contains("tcg:"), "{stdout}");
    assert!(stdout.contains("first-move advantage:"), "{stdout}");
    assert!(!text(&out.stderr).contains("forfeits"), "{}", text(&out.stderr));
}

#[test]
fn a_broken_outside_engine_forfeits_instead_of_crashing_the_arena() {
    for broken in ["tcg:cat", "tcg:true", "tcg:echo A1 A1"] {
        let out = lab(&["arena", "--players", &format!("L1,{broken}"), "--deals", "1", "--threads", "1"], "");
        assert!(out.status.success(), "{broken}: {}", text(&out.stderr));
        assert!(text(&out.stderr).contains("forfeits"), "{broken}: {}", text(&out.stderr));
    }
}

#[test]
fn an_outside_engine_that_does_not_answer_forfeits_after_the_time_limit() {
    let out = lab(
        &["arena", "--players", "L1,tcg:sleep 30", "--deals", "1", "--threads", "1", "--engine-timeout", "0.5"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("no answer within 0.5 s"), "{}", text(&out.stderr));
    let out = lab(&["arena", "--players", "L1,L2", "--engine-timeout", "0"], "");
    assert!(text(&out.stderr).contains("is not a positive number of seconds"), "{}", text(&out.stderr));
}

/// Whether the process `pid` still runs (a zombie has ended; it only waits
/// for its parent to notice).
#[cfg(target_os = "linux")]
fn still_running(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The state follows the command's closing parenthesis.
        Ok(stat) => stat.rsplit(')').next().is_some_and(|rest| !rest.trim_start().starts_with('Z')),
        Err(_) => false,
    }
}

/// Waits a little for `pid` to end, as killing is not instant.
#[cfg(target_os = "linux")]
fn ends_soon(pid: &str) -> bool {
    (0..50).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(20));
        !still_running(pid)
    })
}

/// An outside engine may be a script that starts the real program; when the
/// arena gives up on it, the program must not run on beside the arena's
/// next games.
#[test]
#[cfg(target_os = "linux")]
fn an_outside_engine_given_up_on_is_stopped_with_what_it_started() {
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("pid");
    let pid_file = pid_file.to_str().unwrap();
    let engine = format!("sleep 60 & echo $! > {pid_file}; wait");

    let out = lab(
        &[
            "arena",
            "--players",
            &format!("L1,tcg:{engine}"),
            "--deals",
            "1",
            "--threads",
            "1",
            "--engine-timeout",
            "0.5",
        ],
        "",
    );
    assert!(text(&out.stderr).contains("no answer within 0.5 s"), "{}", text(&out.stderr));
    let pid = std::fs::read_to_string(pid_file).unwrap();
    assert!(ends_soon(pid.trim()), "the TCG engine's program {} still runs", pid.trim());

    let engine = format!("echo hello; sleep 60 & echo $! > {pid_file}; wait");
    let out = lab(
        &[
            "tafl",
            "arena",
            "--levels",
            &format!("1,otep:{engine}"),
            "--games",
            "1",
            "--engine-timeout",
            "0.5",
            "--results",
            dir.path().join("otep.tsv").to_str().unwrap(),
        ],
        "",
    );
    assert!(text(&out.stderr).contains("no answer within 0.5 s"), "{}", text(&out.stderr));
    let pid = std::fs::read_to_string(pid_file).unwrap();
    assert!(ends_soon(pid.trim()), "the OTEP engine's program {} still runs", pid.trim());
}

#[test]
fn arena_arguments_are_checked() {
    let out = lab(&["arena", "--players", "L1,L42"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("there is no level 42"), "{}", text(&out.stderr));
    let out = lab(&["arena", "--players", "L1"], "");
    assert!(text(&out.stderr).contains("an arena needs at least two players"), "{}", text(&out.stderr));
}

/// The weights of a learned evaluation's table (`name<TAB>weight` lines).
fn weights_in(table: &str) -> Vec<f64> {
    table
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| line.split_once('\t').and_then(|(_, weight)| weight.trim().parse().ok()).expect(line))
        .collect()
}

#[test]
fn training_writes_weights_the_engine_reads_and_the_learned_player_plays() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("eval.tsv");
    let out = lab(&["ewn", "train", "--games", "60", "--depth", "1", "--write", weights.to_str().unwrap()], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("from 60 games fitted") && stdout.contains("race model"), "{stdout}");
    let table = std::fs::read_to_string(&weights).unwrap();
    assert!(table.starts_with("# Weights of the learned evaluation"), "{table}");
    let read = weights_in(&table);
    assert_eq!(read.len(), 14, "{table}");
    assert!(read.iter().any(|&w| w != 0.0), "the fit moved the weights");
    let out = lab(&["ewn", "train", "--games", "3"], "");
    assert!(text(&out.stderr).contains("at least 10"), "{}", text(&out.stderr));
    // The learned evaluation is a player of its own in the arena.
    let out = lab(&["arena", "--players", "ex:2,ex:2:learned", "--deals", "2", "--threads", "1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("expectimax d2, learned evaluation"), "{}", text(&out.stdout));
}

#[test]
fn training_can_fit_a_deeper_searchs_values_instead_of_outcomes() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("eval.tsv");
    let args = ["ewn", "train", "--games", "20", "--depth", "1", "--label-depth", "2", "--threads", "1"];
    let out = lab(&[&args[..], &["--write", weights.to_str().unwrap()]].concat(), "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let table = std::fs::read_to_string(&weights).unwrap();
    assert!(table.contains("--depth 1 --label-depth 2"), "{table}");
    let outcomes = dir.path().join("outcomes.tsv");
    let out = lab(
        &["ewn", "train", "--games", "20", "--depth", "1", "--threads", "1", "--write", outcomes.to_str().unwrap()],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let read = |path: &std::path::Path| weights_in(&std::fs::read_to_string(path).unwrap());
    assert_ne!(read(&weights), read(&outcomes), "the labels changed the fit");
}

#[test]
fn td_training_writes_a_network_that_continues_and_plays() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("first.tsv");
    let out = lab(&["ewn", "td", "--games", "2000", "--check", "20", "--write", first.to_str().unwrap()], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert_eq!(stdout.matches("against the learned model").count(), 10, "{stdout}");
    let read = |path: &std::path::Path| {
        zabel_core::ai::einstein::ntuple::Network::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
    };
    let trained = read(&first);
    assert_ne!(trained, zabel_core::ai::einstein::ntuple::Network::default(), "the games moved the weights");
    let more = dir.path().join("more.tsv");
    let args = ["ewn", "td", "--games", "100", "--check", "0", "--from", first.to_str().unwrap()];
    let out = lab(&[&args[..], &["--write", more.to_str().unwrap()]].concat(), "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&more).unwrap().contains("--from"), "the header says where it went on from");
    assert_ne!(read(&more), trained, "training went on");
    let fresh = dir.path().join("fresh.tsv");
    let out = lab(&["ewn", "td", "--games", "100", "--check", "0", "--write", fresh.to_str().unwrap()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_ne!(read(&more), read(&fresh), "it went on from the first table, not from zeros");
    let deeper = dir.path().join("deeper.tsv");
    let out =
        lab(&["ewn", "td", "--games", "100", "--check", "0", "--ply", "2", "--write", deeper.to_str().unwrap()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_ne!(read(&deeper), read(&fresh), "looking two plies deep plays other games");
    let searched = dir.path().join("searched.tsv");
    let out = lab(
        &["ewn", "td", "--games", "20", "--check", "0", "--search", "2", "--write", searched.to_str().unwrap()],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&searched).unwrap().contains("--search 2"), "the header names the search");
    assert_ne!(read(&searched), zabel_core::ai::einstein::ntuple::Network::default(), "the searches moved the weights");
    let out = lab(&["ewn", "td", "--games", "1", "--ply", "3"], "");
    assert!(!out.status.success());
    let out = lab(&["ewn", "td", "--games", "1", "--search", "4"], "");
    assert!(!out.status.success());
    for (bad, reason) in [("--lambda", "between 0 and 1"), ("--alpha", "above 0")] {
        let out = lab(&["ewn", "td", "--games", "1", bad, "1.5"], "");
        assert!(text(&out.stderr).contains(reason), "{}", text(&out.stderr));
    }
    let out = lab(&["ewn", "td", "--games", "1", "--from", dir.path().join("none.tsv").to_str().unwrap()], "");
    assert!(text(&out.stderr).contains("none.tsv"), "{}", text(&out.stderr));
    // The shipped network is a player of its own in the arena.
    let out = lab(&["arena", "--players", "ex:1,ex:1:ntuple", "--deals", "2", "--threads", "1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("expectimax d1, n-tuple network"), "{}", text(&out.stdout));
    // So is a table not shipped.
    let candidate = format!("ex:1:ntuple={}", searched.display());
    let out = lab(&["arena", "--players", &format!("ex:1,{candidate}"), "--deals", "2", "--threads", "1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains(&format!("n-tuple network {}", searched.display())), "{}", text(&out.stdout));
    let out = lab(&["arena", "--players", "ex:1,deep:2000:ntuple", "--deals", "2", "--threads", "1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("deepening within 2000 nodes, endgames, n-tuple network"),
        "{}",
        text(&out.stdout)
    );
    let out = lab(&["arena", "--players", "ex:1,deep:many", "--deals", "2"], "");
    assert!(text(&out.stderr).contains("'many' is not a node count"), "{}", text(&out.stderr));
}

#[test]
fn setups_are_measured_by_any_arena_player_and_refuse_unknown_ones() {
    let out = lab(&["setups", "--player", "ex:x", "--deals", "1"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("'x' is not a depth"), "{}", text(&out.stderr));
    let out = lab(&["setups", "--player", "L2", "--deals", "0"], "");
    assert!(text(&out.stderr).contains("--deals"), "{}", text(&out.stderr));
    let out = lab(&["setups", "--player", "ex:1", "--deals", "1", "--threads", "2"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("best setups"), "{}", text(&out.stdout));
}

#[test]
fn the_exactly_solved_race_is_an_arena_player() {
    let out = lab(&["arena", "--players", "ex:2,ex:2:endgame:race", "--deals", "2", "--threads", "1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("expectimax d2, endgames, exact race"), "{}", text(&out.stdout));
    // MCTS takes the same leaves.
    let out = lab(&["arena", "--players", "ex:1,mcts:300:learned", "--deals", "2", "--threads", "1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("MCTS 300, endgames, learned evaluation"), "{}", text(&out.stdout));
    let out = lab(&["arena", "--players", "ex:1,mcts:x", "--deals", "2"], "");
    assert!(text(&out.stderr).contains("'x' is not an iteration count"), "{}", text(&out.stderr));
    // A level's search without the levels' time cap.
    let out = lab(&["arena", "--players", "ex:1,ex:2:full:ntuple", "--deals", "2", "--threads", "1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("expectimax d2, endgames, no time cap, n-tuple network"),
        "{}",
        text(&out.stdout)
    );
    let out = lab(&["arena", "--players", "ex:1,ex:full", "--deals", "2"], "");
    assert!(text(&out.stderr).contains("'full' is not a depth"), "{}", text(&out.stderr));
}

#[test]
fn the_einstein_arena_continues_where_it_stopped_and_stops_early_by_sprt() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("arena.tsv");
    let file = results.to_str().unwrap();
    let args = ["arena", "--players", "L1,L2", "--deals", "3", "--threads", "1", "--results", file];
    let out = lab(&args, "");
    let first = text(&out.stdout);
    assert!(out.status.success(), "{first}{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("6 games to play"), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&results).unwrap().lines().count(), 6);
    // The same command again plays nothing and fits the same games.
    let again = lab(&args, "");
    assert!(text(&again.stderr).contains("0 games to play on 1 threads (6 already in the results)"));
    let table = |out: &str| out.lines().filter(|l| l.starts_with('L')).map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(table(&text(&again.stdout)), table(&first));
    // A torn last line (a killed run) is skipped and that game played again.
    let mut torn = std::fs::read_to_string(&results).unwrap();
    torn.truncate(torn.trim_end().rfind('\n').unwrap() + 1);
    torn.push_str("einstein\tL2\tL1\t3");
    std::fs::write(&results, torn).unwrap();
    let out = lab(&args, "");
    assert!(text(&out.stderr).contains("1 games to play"), "{}", text(&out.stderr));
    // The replayed game got a line of its own, so nothing is left to play.
    let out = lab(&args, "");
    assert!(text(&out.stderr).contains("0 games to play"), "{}", text(&out.stderr));

    let sprt = dir.path().join("sprt.tsv");
    let args = ["arena", "--players", "L1,L7", "--deals", "200", "--sprt", "0,300", "--results"];
    let out = lab(&[&args[..], &[sprt.to_str().unwrap()]].concat(), "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("H1 accepted: L7 Master is about 300 Elo or more above L1"), "{stdout}");
    assert!(std::fs::read_to_string(&sprt).unwrap().lines().count() < 100, "stopped early");
    let out = lab(&["arena", "--players", "L1,L2,L3", "--sprt", "0,5"], "");
    assert!(text(&out.stderr).contains("compares exactly two players"), "{}", text(&out.stderr));
    let out = lab(&["arena", "--players", "L1,L1"], "");
    assert!(text(&out.stderr).contains("a player is named twice"), "{}", text(&out.stderr));
}

#[test]
fn the_quattro_arena_continues_after_a_run_killed_mid_line() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("quattro.tsv");
    let args = ["quattro", "arena", "--levels", "1,2", "--games", "2", "--seating", "trio", "--results"];
    let args = [&args[..], &[results.to_str().unwrap()]].concat();
    let out = lab(&args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&results).unwrap().lines().count(), 2);
    // A killed run leaves a torn last line: the game is played again.
    let mut torn = std::fs::read_to_string(&results).unwrap();
    torn.truncate(torn.trim_end().rfind('\n').unwrap() + 1);
    torn.push_str("quattro\t1\t2\t0");
    std::fs::write(&results, torn).unwrap();
    let out = lab(&args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines = std::fs::read_to_string(&results).unwrap();
    let whole: Vec<&str> = lines.lines().filter(|l| l.split('\t').count() == 9).collect();
    assert_eq!(whole.len(), 2, "the replayed game has a line of its own: {lines}");
}

/// Several pairings share a results file; each counts and scores only its own games.
#[test]
fn the_quattro_arena_keeps_pairings_apart_in_one_results_file() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("quattro.tsv");
    let results = results.to_str().unwrap();
    let run = |levels: &str| {
        let out = lab(&["quattro", "arena", "--levels", levels, "--games", "10", "--results", results], "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stderr) + &text(&out.stdout)
    };
    let first = run("1,2");
    assert!(first.contains("10 games to play on 1 threads (0 already in the results)"), "{first}");
    let candidate = run("search:2:50:threats=25,1");
    assert!(
        candidate.contains("10 games to play on 1 threads (0 already in the results)")
            && !candidate.contains("20 games"),
        "{candidate}"
    );
    assert!(
        candidate
            .contains("search:2:50:threats=25 against level 1 (Dice roller), quattro-diagonal: 10 games in 5 deals"),
        "{candidate}"
    );
    let again = run("1,2");
    assert!(again.contains("level 1 (Dice roller) against level 2 (Beginner), quattro-diagonal: 10 games"), "{again}");
    assert_eq!(std::fs::read_to_string(results).unwrap().lines().count(), 20);
    // The same arena's sequential test stops a match of two once decided.
    let sprt = dir.path().join("sprt.tsv");
    let args = ["quattro", "arena", "--levels", "1,4", "--games", "400", "--sprt", "0,400", "--results"];
    let out = lab(&[&args[..], &[sprt.to_str().unwrap()]].concat(), "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("H1 accepted: level 4 (Club player) is about 400 Elo or more above level 1"), "{stdout}");
    assert!(std::fs::read_to_string(&sprt).unwrap().lines().count() < 100, "stopped early");
    let out = lab(&["quattro", "arena", "--levels", "1,search:2", "--results", results], "");
    assert!(
        text(&out.stderr).contains("'search:2' is neither a level nor search:DEPTH:NODES"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_koenigszabel_arena_continues_where_it_stopped_and_stops_early_by_sprt() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("arena.tsv");
    let file = results.to_str().unwrap();
    let out = lab(&["tafl", "arena", "--levels", "1,2", "--games", "2", "--results", file], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("4 games to play on 1 threads (0 already in"), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&results).unwrap().lines().count(), 4);
    // The same command again: nothing left to play, the same fit.
    let again = lab(&["tafl", "arena", "--levels", "1,2", "--games", "2", "--results", file], "");
    assert!(text(&again.stderr).contains("0 games to play"), "{}", text(&again.stderr));
    let again = text(&again.stdout);
    assert!(again.contains("4 games (plain)"), "{again}");
    // One more game each way continues the file.
    lab(&["tafl", "arena", "--levels", "1,2", "--games", "3", "--results", file], "");
    assert_eq!(std::fs::read_to_string(&results).unwrap().lines().count(), 6);
    // Other players' games in the same file count for neither the fit nor the summary.
    let table = dir.path().join("table.tsv");
    let out = lab(
        &["tafl", "arena", "--levels", "1,3", "--games", "1", "--results", file, "--write", table.to_str().unwrap()],
        "",
    );
    let stdout = text(&out.stdout);
    let summary = stdout.lines().find(|line| line.contains(" games (plain): ")).expect(&stdout);
    let counts: Vec<usize> = summary.split(|c: char| !c.is_ascii_digit()).filter_map(|n| n.parse().ok()).collect();
    assert_eq!(counts.len(), 4, "{summary}");
    assert_eq!(counts[0], 2, "{summary}");
    assert_eq!(counts[1] + counts[2] + counts[3], 2, "{summary}");
    assert!(std::fs::read_to_string(&table).unwrap().contains("# games: 2, "), "{stdout}");

    let sprt = dir.path().join("sprt.tsv");
    let out = lab(
        &["tafl", "arena", "--levels", "1,4", "--games", "100", "--sprt", "0,200", "--results", sprt.to_str().unwrap()],
        "",
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("H1 accepted: 4 is about 200 Elo or more above 1"), "{stdout}");
    assert!(std::fs::read_to_string(&sprt).unwrap().lines().count() < 40, "stopped early");
    let out = lab(&["tafl", "arena", "--levels", "1,2,3", "--sprt", "0,5", "--results", file], "");
    assert!(text(&out.stderr).contains("--sprt ELO0,ELO1 compares exactly two players"), "{}", text(&out.stderr));

    // From a book: game N of either side starts at its position N; a book
    // shorter than the games asked for is refused.
    let book = dir.path().join("book.txt");
    std::fs::write(
        &book,
        "# two positions\n13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d\n13/13/13/13/13/13/13/13/13/k12/13/13/4a8 a\n",
    )
    .unwrap();
    let from_book = dir.path().join("book.tsv");
    let args = ["tafl", "arena", "--levels", "5,6", "--openings", book.to_str().unwrap(), "--results"];
    let out = lab(&[&args[..], &[from_book.to_str().unwrap(), "--games", "2"]].concat(), "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let games = std::fs::read_to_string(&from_book).unwrap();
    // The king escapes at once in game 0, whichever level plays him (both
    // take a one-move escape).
    let first: Vec<&str> = games.lines().filter(|line| line.split('\t').nth(3) == Some("0")).collect();
    assert!(first.len() == 2 && first.iter().all(|line| line.contains("\t0\t1\tKingEscaped\ttimes=")), "{games}");
    let out = lab(&[&args[..], &[from_book.to_str().unwrap(), "--games", "3"]].concat(), "");
    assert!(text(&out.stderr).contains("holds 2 positions, fewer than --games 3"), "{}", text(&out.stderr));
}

#[test]
fn the_arena_measures_a_change_of_weights_on_the_same_openings() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("tuning.tsv");
    let file = results.to_str().unwrap();
    let players = "search:1,search:1:corner_guard=90";
    let out = lab(&["tafl", "arena", "--levels", players, "--games", "2", "--results", file], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("depth 1, corner_guard=90") && stdout.contains("depth 1, shipped weights"), "{stdout}");
    let lines = std::fs::read_to_string(&results).unwrap();
    let names: Vec<(&str, &str)> =
        lines.lines().map(|l| l.split('\t').skip(1)).map(|mut f| (f.next().unwrap(), f.next().unwrap())).collect();
    assert_eq!(names.len(), 4);
    assert!(
        names.contains(&("search:1:corner_guard=90", "search:1"))
            && names.contains(&("search:1", "search:1:corner_guard=90"))
    );
    // Only levels go into the shipped table: without one there is none.
    let table = dir.path().join("table.tsv");
    let out = lab(
        &["tafl", "arena", "--levels", players, "--games", "2", "--results", file, "--write", table.to_str().unwrap()],
        "",
    );
    assert!(text(&out.stderr).contains("no level played"), "{}", text(&out.stderr));
    assert!(!table.exists());
    // With levels, the other players link them in the fit but get no row.
    let linked = format!("1,{players}");
    let args = ["tafl", "arena", "--levels", &linked, "--games", "2", "--pairings", "all", "--results", file];
    let out = lab(&[&args[..], &["--write", table.to_str().unwrap()]].concat(), "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let written = std::fs::read_to_string(&table).unwrap();
    assert!(written.contains("# also in the fit, not levels: search:1, search:1:corner_guard=90"), "{written}");
    assert!(
        written.starts_with("# Königszabel level ratings, measured by: zabel-lab tafl arena --levels"),
        "{written}"
    );
    let rows: Vec<&str> = written.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rows.len(), 1, "level 1 alone: {written}");
    assert!(rows[0].starts_with("1\t1000.0"), "{written}");
    let out = lab(&["tafl", "arena", "--levels", "search:1:castle=3", "--results", file], "");
    assert!(text(&out.stderr).contains("no weight 'castle'"), "{}", text(&out.stderr));
}

#[test]
fn the_arena_hosts_an_otep_engine_and_one_that_fails_forfeits() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("otep.tsv");
    let file = results.to_str().unwrap();
    let players = format!("1,otep:{} engine otep --level 7", zabel_program());
    let out = lab(&["tafl", "arena", "--levels", &players, "--games", "2", "--results", file], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("outside engine: ") && stdout.contains("engine otep --level 7"), "{stdout}");
    let lines = std::fs::read_to_string(&results).unwrap();
    assert_eq!(lines.lines().count(), 4, "{lines}");
    // Games judged by Part K to their end; the one-ply level beats the random mover from either side.
    for line in lines.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_ne!(fields[7], "Forfeit", "{line}");
        let outside_won = if fields[1] == "1" { fields[5] == "0" } else { fields[5] == "1" };
        assert!(outside_won, "{line}");
    }

    // Silent after its hello: each of its games is lost, and the arena goes on.
    let broken = dir.path().join("broken.tsv");
    let out = lab(
        &[
            "tafl",
            "arena",
            "--levels",
            "1,otep:echo hello; sleep 5",
            "--games",
            "1",
            "--engine-timeout",
            "0.3",
            "--results",
            broken.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("forfeit a game: echo hello; sleep 5: no answer within 0.3 s"),
        "{}",
        text(&out.stderr)
    );
    let lines = std::fs::read_to_string(&broken).unwrap();
    assert_eq!(lines.lines().filter(|l| l.contains("\tForfeit\ttimes=")).count(), 2, "{lines}");
}

#[test]
fn the_bench_reports_medians_and_refuses_empty_runs() {
    let out = lab(&["bench", "--runs", "3", "--millis", "20"], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("random playouts from the start position: median"), "{stdout}");
    assert!(stdout.contains("legal-move generations: median"), "{stdout}");
    let out = lab(&["bench", "--runs", "0"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("--runs and --millis must be at least 1"), "{}", text(&out.stderr));
}
