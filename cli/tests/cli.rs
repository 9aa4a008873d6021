//! The `zabel` binary driven as a person or a program would: through stdin.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use zabel_core::einstein::Game;

fn zabel(args: &[&str], input: &str) -> Output {
    zabel_bytes(args, input.as_bytes())
}

fn zabel_bytes(args: &[&str], input: &[u8]) -> Output {
    zabel_env(args, input, &[])
}

/// `zabel` without the locale of whoever runs the tests (it would choose the
/// language), and with the variables `env` sets.
fn zabel_command(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_zabel"));
    command.args(args).env("NO_COLOR", "1").env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANG");
    command.envs(env.iter().copied());
    command
}

fn zabel_env(args: &[&str], input: &[u8], env: &[(&str, &str)]) -> Output {
    // A data directory of its own, so no test sees another's games (or yours).
    let data = tempfile::tempdir().unwrap();
    let mut child = zabel_command(args, env)
        .env("XDG_DATA_HOME", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("zabel starts");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Answers that satisfy every prompt within one round: Enter rolls, a digit
/// picks a stone, a square picks a target; wrong answers are asked again.
fn patient_player() -> String {
    // Red's targets lie after its stones in a1..e5, Blue's before them: trying
    // the squares both ways, the last stone picked always meets a target next.
    let squares: Vec<String> = (1..=5).flat_map(|rank| ('a'..='e').map(move |file| format!("{file}{rank}"))).collect();
    let stones = (1..=6).map(|n| n.to_string());
    let round: Vec<String> = std::iter::once(String::new())
        .chain(stones.clone())
        .chain(squares.iter().cloned())
        .chain(stones)
        .chain(squares.iter().rev().cloned())
        .collect();
    // Each round a line of its own: its first, empty line is the Enter that rolls.
    (round.join("\n") + "\n").repeat(200)
}

#[test]
fn play_a_whole_game_to_the_end_and_keep_the_record() {
    let dir = tempfile::tempdir().unwrap();
    for (seed, side, first) in
        [("1", "red", "red"), ("2", "blue", "red"), ("3", "red", "blue"), ("4", "blue", "random")]
    {
        let record = dir.path().join(format!("game-{seed}.txt"));
        let out = zabel(
            &["play", "--seed", seed, "--side", side, "--first", first, "--record", record.to_str().unwrap()],
            &patient_player(),
        );
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
        assert!(stdout.contains("You win") || stdout.contains("The computer wins"), "{stdout}");
        assert!(stdout.contains("You rolled") || stdout.contains("no roll"), "{stdout}");
        assert!(stdout.contains("The computer (") && stdout.contains(") rolled "), "{stdout}");
        assert!(stdout.contains("Your rating: 1200 → "), "{stdout}");
        let game = Game::from_record(&std::fs::read_to_string(&record).unwrap()).unwrap();
        assert!(game.outcome().is_some(), "the record holds the finished game");
        assert_eq!(game.setup(zabel_core::einstein::Side::Red).expect("arranged").digits().len(), 6);
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    let play = |name: &str| {
        let path = dir.path().join(name);
        zabel(&["play", "--seed", "42", "--record", path.to_str().unwrap()], &patient_player());
        std::fs::read_to_string(path).unwrap()
    };
    assert_eq!(play("a.txt"), play("b.txt"));
}

#[test]
fn choose_the_setup_and_get_asked_again_after_a_bad_one() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.txt");
    let input = format!("112233\n613254\n{}", patient_player());
    let out = zabel(&["play", "--seed", "5", "--setup", "choose", "--record", record.to_str().unwrap()], &input);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("'112233' is not six different digits 1..6"), "{stdout}");
    let game = Game::from_record(&std::fs::read_to_string(&record).unwrap()).unwrap();
    assert_eq!(game.setup(zabel_core::einstein::Side::Red).expect("arranged").digits(), "613254");
}

#[test]
fn resigning_or_closing_the_input_still_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("resigned.txt");
    let out = zabel(&["play", "--seed", "6", "--first", "red", "--record", record.to_str().unwrap()], "q\ny\n");
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("The computer wins: you resigned."), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("Your rating: 1200 → "), "resigning is rated: {}", text(&out.stdout));
    assert!(Game::from_record(&std::fs::read_to_string(&record).unwrap()).unwrap().outcome().is_none());

    let record = dir.path().join("closed.txt");
    let out = zabel(&["play", "--seed", "6", "--first", "red", "--record", record.to_str().unwrap()], "\n");
    assert!(out.status.success());
    assert!(
        text(&out.stdout).contains("Input ended; the game is saved and `zabel play` continues it."),
        "{}",
        text(&out.stdout)
    );
    assert!(record.exists());
}

#[test]
fn an_empty_answer_asks_again_without_an_error() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    // Enter rolls; the second Enter, at the choice of a target, only asks again.
    let out = zabel(&["play", "--seed", "77", "--first", "red", "--side", "red", "--data-dir", dir], "\n\n");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert_eq!(stdout.matches("You: move to ").count(), 2, "{stdout}");
    assert!(!stdout.contains("is not"), "{stdout}");
}

#[test]
fn an_unwritable_record_path_prints_the_record_instead() {
    let out = zabel(&["play", "--seed", "7", "--record", "/proc/zabel/cannot/game.txt"], "q\n");
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert!(stdout.contains("Could not write /proc/zabel/cannot/game.txt"), "{stdout}");
    assert!(stdout.contains("Format: zabel-einstein 1"), "{stdout}");
}

#[test]
fn bad_arguments_are_explained() {
    let out = zabel(&["play", "--first", "green"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("invalid value 'green' for '--first <FIRST>'"), "{}", text(&out.stderr));
}

#[test]
fn ewn_legal_answers_every_line_and_survives_bad_ones() {
    let input =
        "2B22/R1R53/1R43/3B6B1/2B41B5 b 2\nnonsense\n2B22/R1R53/1R43/3B6B1/2B41B5 r 2\n\n5/1R33/5/5/3B1B2 r -\n";
    let out = zabel(&["ewn", "legal"], input);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout),
        "c1-b1\n\
         error: expected '<position> <die>', e.g. '2B22/R1R53/1R43/3B6B1/2B41B5 b 2'\n\
         a2-a3 a2xb2 a2xb3 b3-b4 b3-c3 b3-c4\n\
         error: expected '<position> <die>', e.g. '2B22/R1R53/1R43/3B6B1/2B41B5 b 2'\n\
         b2-b3 b2-c2 b2-c3\n"
    );
}

#[test]
fn engine_tcg_holds_a_conversation() {
    let out = zabel(
        &["engine", "tcg", "--level", "4"],
        "name\nini R\nget B 2 E4 C1 0 C5 E5 D4 A2 0 0 B3 B2 0\nfly\nexit\nname\n",
    );
    assert!(out.status.success());
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 3, "exit ends the session: {lines:?}");
    assert_eq!(lines[0], "Zabel level 4");
    let mut setup: Vec<&str> = lines[1].split(' ').collect();
    setup.sort();
    assert_eq!(setup, ["A1", "A2", "A3", "B1", "B2", "C1"]);
    assert_eq!(lines[2], "C1 B1");
    assert_eq!(
        text(&out.stderr),
        "error: unknown command 'fly' (name, version, time_setting, board_setting, ini, get, exit)\n"
    );
}

#[test]
fn levels_lists_every_level_with_its_rating() {
    let out = zabel(&["levels"], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert_eq!(
        stdout.lines().filter(|l| l.trim_start().chars().next().is_some_and(|c| c.is_ascii_digit())).count(),
        8,
        "{stdout}"
    );
    assert!(stdout.contains("Würfler") && stdout.contains("Einstein"), "{stdout}");
    // Each level says what it is like, as where the apps let a player choose one.
    for number in 1..=8 {
        let about = zabel_core::game::Variant::Einstein.level_description(number, zabel_core::text::Language::English);
        assert!(stdout.contains(&about), "level {number}: {about}\n{stdout}");
    }

    // Königszabel's levels: the rated ones with their intervals, the rest
    // named as not rated yet, as the shipped table has them.
    let out = zabel(&["levels", "tafl"], "");
    let stdout = text(&out.stdout);
    for level in &zabel_core::ai::tafl::LEVELS {
        let line = stdout.lines().find(|l| l.trim_start().starts_with(&format!("{} ", level.number))).unwrap();
        match zabel_core::ai::tafl::ratings().iter().find(|row| row.level == level.number) {
            Some(row) => {
                assert!(line.contains(&format!("{:.0} ({:.0}..{:.0})", row.rating, row.low, row.high)), "{line}")
            }
            None => assert!(line.contains("not rated yet"), "{line}"),
        }
    }
    assert!(stdout.contains("Seekönig") && stdout.contains("The attackers' side is worth"), "{stdout}");
}

#[test]
fn koenigszabel_levels_say_what_each_side_scores_against_each_level() {
    use zabel_core::game::Variant;
    use zabel_core::rating::elo::{expected_score, first_move};
    use zabel_core::text::{Language, percent};
    // The seat's worth depends on the level (its lean): the line under each
    // level says what a player as strong as it scores from either side, by
    // the advantage the apps' expected scores use, not one number for all.
    let advantages: Vec<f64> =
        (1..=8).map(|level| zabel_core::rating::opponents::seat_advantage(Variant::Koenigszabel, level)).collect();
    assert!(advantages.iter().any(|a| (a - advantages[0]).abs() > 100.0), "{advantages:?}");
    for (language, env, attacking) in [
        (Language::English, [("LANG", "C")], "as the attackers"),
        (Language::German, [("LANG", "de_DE.UTF-8")], "als Angreifer voraussichtlich"),
    ] {
        let out = zabel_env(&["levels", "tafl"], b"", &env);
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let lines: Vec<&str> = stdout.lines().collect();
        for (level, advantage) in (1..=8).zip(&advantages) {
            let row = lines.iter().position(|l| l.trim_start().starts_with(&format!("{level} "))).unwrap();
            let sides = lines[row + 2];
            let [attackers, defenders] = [true, false]
                .map(|first| percent(language, expected_score(1500.0, 1500.0, first_move(first, *advantage))));
            assert!(sides.contains(attacking), "{sides}");
            let at = |share: &str| sides.find(&format!(" {share}"));
            assert!(at(&attackers).is_some() && at(&attackers) < at(&defenders), "level {level}: {sides}");
            assert!(sides.contains(&format!("{advantage:.0} Elo")), "level {level}: {sides}");
        }
    }
}

#[test]
fn analyse_reviews_a_played_game_and_rejects_a_bad_record() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.txt");
    zabel(&["play", "--seed", "8", "--level", "1", "--record", record.to_str().unwrap()], &patient_player());
    let out = zabel(&["analyse", record.to_str().unwrap()], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let game = Game::from_record(&std::fs::read_to_string(&record).unwrap()).unwrap();
    let plies = stdout.lines().filter(|l| l.trim_start().chars().next().is_some_and(|c| c.is_ascii_digit())).count();
    assert_eq!(plies, game.plies().len(), "{stdout}");
    assert!(stdout.contains(" blunder"), "{stdout}");
    // Skill and luck apart, for each side, in one sentence.
    assert!(stdout.lines().next().unwrap().starts_with("win%: the chance to win of the side that moved"), "{stdout}");
    assert!(stdout.lines().nth(1).unwrap().ends_with("luck"), "{stdout}");
    for side in ["Red made ", "Blue made "] {
        let line = stdout.lines().find(|l| l.starts_with(side)).expect(side);
        assert!(line.contains("% of the chance to win, and the dice "), "{line}");
    }

    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "Format: zabel-einstein 1\nRed: nonsense\n").unwrap();
    let out = zabel(&["analyse", bad.to_str().unwrap()], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("bad.txt: line 2: red setup:"), "{}", text(&out.stderr));
    let out = zabel(&["analyse", "/nonexistent/game.txt"], "");
    assert!(text(&out.stderr).contains("/nonexistent/game.txt: No such file"), "{}", text(&out.stderr));
}

#[test]
fn a_reader_that_stops_early_is_no_crash() {
    let bin = env!("CARGO_BIN_EXE_zabel");
    let script = format!(
        "yes '2B22/R1R53/1R43/3B6B1/2B41B5 b 2' | head -50000 | {bin} ewn legal | head -1; {bin} levels | head -1"
    );
    // In English whatever the locale of whoever runs the tests.
    let out = Command::new("sh").arg("-c").arg(script).env("LC_ALL", "C").output().unwrap();
    assert_eq!(text(&out.stdout), "c1-b1\nlevel  rating (95% interval)   name (Deutsch)\n");
    assert_eq!(text(&out.stderr), "", "no panic message");
}

#[test]
fn an_interrupted_game_continues_and_finished_games_show_in_rating_history_and_replay() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let out = zabel(&["play", "--seed", "12", "--first", "red", "--data-dir", dir], "\n");
    assert!(text(&out.stdout).contains("Input ended; the game is saved"), "{}", text(&out.stdout));
    let out = zabel(&["play", "--data-dir", dir], &patient_player());
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("Continuing your interrupted game"), "{stdout}");
    assert!(stdout.contains("Your rating: 1200 → "), "{stdout}");

    let out = zabel(&["rating", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("EinStein rating: ") && stdout.contains("provisional: 1 of 20"), "{stdout}");
    assert!(stdout.contains("games, oldest first"), "a chart: {stdout}");
    assert!(stdout.contains("A fair opponent: level "), "{stdout}");

    let out = zabel(&["history", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(
        stdout.contains("against level 4") && (stdout.contains("you won") || stdout.contains("you lost")),
        "{stdout}"
    );

    let out = zabel(&["replay", "1", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert!(stdout.starts_with("Game 1: EinStein against level 4, "), "{stdout}");
    assert!(stdout.contains("1. "), "{stdout}");
    let out = zabel(&["replay", "99", "--data-dir", dir], "");
    assert!(text(&out.stderr).contains("there is no game 99"), "{}", text(&out.stderr));
}

#[test]
fn koenigszabel_games_are_kept_rated_on_their_own_rating_and_replayed() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let out =
        zabel(&["play", "tafl", "--side", "defenders", "--level", "1", "--seed", "3", "--data-dir", dir], "q\ny\n");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("The computer wins: you resigned."), "{stdout}");
    // R1: the defenders' measured edge over the attackers (core/data/koenigszabel-levels.tsv)
    // makes the defenders' loss against level 1 cost more than an even game would.
    assert!(stdout.contains("Your rating: 1200 → 1162 (-38), provisional (1 of 20 games)."), "{stdout}");

    let out = zabel(&["rating", "tafl", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Königszabel rating: 1162 (provisional: 1 of 20 rated games)"), "{stdout}");
    assert!(stdout.contains("Your best rating: 1162.\nAgainst level 1 ("), "{stdout}");
    assert!(stdout.contains("): 0 won, 0 drawn, 1 lost."), "{stdout}");
    let app = zabel_core::app::App::open(data.path()).unwrap();
    // The defenders' edge: each side gets the level nearest even from that side, if one is near.
    let fair = |seat| {
        let kind = zabel_core::game::Variant::Koenigszabel;
        app.suggested_opponent(kind, Some(seat)).unwrap().map(|opponent| opponent.level)
    };
    use zabel_core::rating::opponents::RatedSeat;
    let (attacking, defending) = (fair(RatedSeat::First), fair(RatedSeat::Second));
    drop(app);
    // At 1162 the attackers score 28% even against level 1: no level is called fair for them.
    assert_eq!(attacking, None);
    assert!(stdout.contains("As the attackers, no level is a fair match for your rating"), "{stdout}");
    let defending = defending.expect("a fair level for the defenders");
    assert!(stdout.contains(&format!("As the defenders, a fair opponent: level {defending} (")), "{stdout}");
    assert!(!stdout.contains("\nA fair opponent"), "no average over both sides: {stdout}");
    let out = zabel(&["rating", "--data-dir", dir], "");
    assert!(text(&out.stdout).contains("EinStein rating: 1200 (provisional: 0 of 20"), "{}", text(&out.stdout));

    let out = zabel(&["history", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Königszabel  against level 1") && stdout.contains("you lost by resignation"), "{stdout}");
    assert!(stdout.contains("1200 → 1162 (-38)"), "{stdout}");
    let out = zabel(&["history", "--game", "tafl", "--rated", "--data-dir", dir], "");
    assert_eq!(text(&out.stdout), stdout, "the one game is a rated Königszabel game");
    let out = zabel(&["history", "--game", "einstein", "--data-dir", dir], "");
    assert_eq!(text(&out.stdout), "No finished games of that kind.\n");
    let out = zabel(&["replay", "1", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Game 1: Königszabel against level 1, you lost by resignation."), "{stdout}");
    assert!(stdout.contains("1. ") && stdout.contains(" 13  ▣ "), "{stdout}");
}

#[test]
fn an_empty_history_says_how_to_start() {
    let out = zabel(&["history"], "");
    assert!(text(&out.stdout).contains("No finished games yet"), "{}", text(&out.stdout));
    let out = zabel(&["rating"], "");
    assert!(
        text(&out.stdout).contains("EinStein rating: 1200 (provisional: 0 of 20 rated games)"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn tafl_tools_check_the_rules_line_by_line() {
    let start = zabel_core::tafl::START;
    let out = zabel(&["tafl", "perft", "2"], "");
    assert_eq!(text(&out.stdout).lines().next(), Some("11900"));
    let out = zabel(&["tafl", "legal"], &format!("{start}\nnonsense\n{start} shieldwall\n"));
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].split(' ').count(), 152);
    assert!(lines[1].starts_with("error: "), "{}", lines[1]);
    assert_eq!(lines[2], lines[0]);
    let out = zabel(&["tafl", "play"], &format!("{start} g2-c2\n{start} g2-g7\n"));
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_owned).collect();
    assert!(lines[0].ends_with(" d - *"), "{}", lines[0]);
    assert!(lines[1].starts_with("error: g2-g7:"), "{}", lines[1]);
    let out = zabel(&["tafl", "perft", "1", "13/13", "a"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("expected 13 ranks"), "{}", text(&out.stderr));
    let out = zabel(&["tafl", "show"], "");
    assert!(text(&out.stdout).contains("attackers to move; shieldwall off"));
}

#[test]
fn koenigszabel_in_the_terminal_against_the_computer_and_between_two_people() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("tafl.txt");
    let input = "?\n? g2\ng2-g7\ng2-c2\nq\ny\n";
    let out = zabel(
        &["play", "tafl", "--side", "attackers", "--level", "2", "--seed", "1", "--record", record.to_str().unwrap()],
        input,
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("Königszabel. You play attackers"), "{stdout}");
    assert!(stdout.contains(" 13  ▣ "), "rank 13 on top: {stdout}");
    assert!(stdout.contains("Pieces that can move: "), "{stdout}");
    assert!(stdout.contains("g2 can move to "), "{stdout}");
    assert!(stdout.contains("g2-g7: g5 is in the way"), "{stdout}");
    assert!(stdout.contains("1. You (attackers) played g2-c2."), "{stdout}");
    assert!(stdout.contains("2. The computer (defenders) played "), "{stdout}");
    assert!(stdout.contains("The computer wins: you resigned."), "{stdout}");
    let game = zabel_core::tafl::Game::from_record(&std::fs::read_to_string(&record).unwrap()).unwrap();
    assert_eq!(game.plies().len(), 2);
    let out = zabel(&["analyse", record.to_str().unwrap()], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("   1  g2-c2"), "{stdout}");
    assert!(stdout.contains("\nThe attackers made ") && stdout.contains("\nThe defenders made "), "{stdout}");
    assert!(!stdout.contains("dice"), "no dice in Königszabel: {stdout}");

    let out = zabel(&["play", "tafl", "--opponent", "human", "--shieldwall"], "help\ng2-c2\ng5-c5\nq\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Pick a piece by its square (e1)"), "help explains Königszabel's moves: {stdout}");
    assert!(!stdout.contains("die") && !stdout.contains("stone"), "and nothing of EinStein's: {stdout}");
    assert!(stdout.contains("two players at one keyboard"), "{stdout}");
    assert!(stdout.contains("2. The defenders played g5-c5."), "{stdout}");
    assert!(stdout.contains("The defenders win: attackers resigned."), "{stdout}");

    let out = zabel(&["play", "tafl", "--side", "red"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("--side: Königszabel has no such side"), "{}", text(&out.stderr));
    let out = zabel(&["play", "tafl", "--level", "9"], "");
    assert!(text(&out.stderr).contains("--level: Königszabel has levels 1..8"), "{}", text(&out.stderr));
}

#[test]
fn the_otep_engine_answers_a_scripted_host() {
    use zabel_core::tafl::{Position, Rules};
    let rules = "rules dim:13 esc:c atkf:y ks:m cenp:K cens:K corp:K cors:K sw:n efe:n \
                 start:/4ttttt4/6t6/13/13/t5T5t/t4TTT4t/tt2TTKTT2tt/t4TTT4t/t5T5t/13/13/6t6/4ttttt4/";
    // K8.1 from the host's side: the king on a4 (rank 1 first in OTN) runs to a1.
    let escape = "/4t8/13/13/K12/13/13/13/13/13/13/13/t12/13/";
    let script = format!(
        "{rules}\nclock 60000 60000 0 0 0\nplay attackers\nposition {escape}\nplay defenders\nfinish 3\n\
         rules dim:11 esc:c\nnonsense\ngoodbye\nplay attackers\n"
    );
    // Level 7 (one ply) always takes an escape; the levels below it play random moves some of the time.
    let out = zabel(&["engine", "otep", "--level", "7"], &script);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "hello");
    let first = lines[1].strip_prefix("move ").expect(lines[1]);
    let start = Position::start(Rules::default());
    assert!(start.legal_moves().iter().any(|mv| mv.to_string() == first), "{first}");
    assert_eq!(lines[2], "move a4-a1");
    assert!(lines[3].starts_with("error -1 cannot play a 11×11 board"), "{stdout}");
    assert_eq!(lines[4], "status error: unknown command 'nonsense'");
    assert_eq!(lines.len(), 5, "nothing after goodbye: {stdout}");
}

#[test]
fn q_quattro_and_trio_are_played_in_the_terminal_kept_and_replayed_unrated() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let out = zabel(&["play", "quattro", "--seat", "t=1,u=2,v=1,w=2", "--seed", "4", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.starts_with("Quattro (partners diagonal): partners in opposite corners."), "{stdout}");
    assert!(stdout.contains("Top-left (computer) rolled"), "{stdout}");
    // Partners win together (Q3).
    assert!(
        stdout.contains("Top-left (computer) and Bottom-right (computer) win")
            || stdout.contains("Top-right (computer) and Bottom-left (computer) win"),
        "{stdout}"
    );
    assert!(stdout.contains("This game was not rated."), "{stdout}");
    // A person at t resigns at once: the team of t and u loses (longline partners).
    let out = zabel(&["play", "quattro-longline", "--seed", "2", "--data-dir", dir], "q\n");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Bottom-right (computer) and Bottom-left (computer) win: the other side resigned."),
        "{stdout}"
    );
    let out = zabel(&["history", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Quattro") && stdout.contains("unrated"), "{stdout}");
    let out = zabel(&["replay", "1", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Game 1: Quattro (partners diagonal)"), "{stdout}");
    assert!(stdout.contains("  1  T"), "the 6×6 board is drawn: {stdout}");

    for (args, message) in [
        (&["play", "trio", "--seat", "v=human"][..], "Trio seats t, u, w"),
        (&["play", "quattro", "--seat", "t=9"][..], "human or a level 1.."),
        (&["play", "quattro", "--seat", "t"][..], "expected a corner and a player"),
    ] {
        let out = zabel(args, "");
        assert!(!out.status.success() && text(&out.stderr).contains(message), "{args:?}: {}", text(&out.stderr));
    }
}

/// An interrupted rated EinStein game (level 4) in `dir`.
fn interrupt_an_einstein_game(dir: &str) {
    let out = zabel(&["play", "--seed", "12", "--first", "red", "--data-dir", dir], "\n");
    assert!(text(&out.stdout).contains("Input ended; the game is saved"), "{}", text(&out.stdout));
}

#[test]
fn another_game_asked_for_never_silently_continues_the_interrupted_one() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    interrupt_an_einstein_game(dir);
    for game in ["tafl", "quattro"] {
        // Enter: nothing changes.
        let out = zabel(&["play", game, "--data-dir", dir], "\n");
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
        assert!(!stdout.contains("Continuing"), "{stdout}");
        assert!(stdout.contains("You have an interrupted game of EinStein würfelt nicht! ("), "{stdout}");
        assert!(stdout.contains("abandoning it counts as resigning it"), "{stdout}");
        assert!(stdout.contains("Nothing was changed"), "{stdout}");
    }
    // The same game with other options asks too.
    let out = zabel(&["play", "--level", "2", "--data-dir", dir], "\n");
    assert!(text(&out.stdout).contains("You have an interrupted game of EinStein"), "{}", text(&out.stdout));
    let history = zabel(&["history", "--data-dir", dir], "");
    assert!(text(&history.stdout).contains("No finished games yet"), "{}", text(&history.stdout));
    // c continues the interrupted game, whatever was asked for.
    let out = zabel(&["play", "tafl", "--data-dir", dir], &format!("c\n{}", patient_player()));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Continuing your interrupted game of EinStein würfelt nicht!"), "{stdout}");
    assert!(stdout.contains("Your rating: 1200 → "), "{stdout}");
}

#[test]
fn abandoning_an_interrupted_rated_game_resigns_it_after_asking() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    interrupt_an_einstein_game(dir);
    // --new over a rated game asks first; n resigns it and starts the new one.
    let out = zabel(&["play", "tafl", "--new", "--level", "1", "--data-dir", dir], "n\n");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("abandoning it counts as resigning it"), "{stdout}");
    assert!(stdout.contains("Your interrupted game of EinStein würfelt nicht! was resigned"), "{stdout}");
    assert!(stdout.contains("Your rating: 1200 → "), "{stdout}");
    assert!(stdout.contains("Königszabel. You play"), "the new game starts: {stdout}");
    let history = text(&zabel(&["history", "--data-dir", dir], "").stdout);
    assert_eq!(history.lines().count(), 1, "{history}");
    assert!(history.contains("resign"), "{history}");
}

#[test]
fn messages_name_games_as_players_know_them_and_keep_internals_in_the_log() {
    let out = zabel(&["rating", "quattro"], "");
    let stderr = text(&out.stderr);
    assert!(stderr.contains("Games of Quattro (partners diagonal) are not rated"), "{stderr}");
    assert!(!stderr.contains("quattro-diagonal"), "{stderr}");
    let out = zabel(&["play", "trio", "--level", "9"], "");
    let stderr = text(&out.stderr);
    assert!(stderr.contains("Trio has levels 1..") && !stderr.contains("trio has"), "{stderr}");

    // A store open in another process: a plain sentence, the details in the log.
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let held = zabel_core::store::Store::open(data.path()).unwrap();
    let out = zabel(&["play", "--data-dir", dir], "");
    drop(held);
    let stderr = text(&out.stderr);
    assert!(stderr.contains("Zabel is already open in another window. The details are in "), "{stderr}");
    assert!(!stderr.contains("os error"), "{stderr}");
    let log = std::fs::read_to_string(data.path().join("zabel.log")).unwrap();
    assert!(log.contains("already open in another process"), "{log}");

    // A damaged database: told plainly, the details in the log.
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    interrupt_an_einstein_game(dir);
    let out = zabel(&["play", "--data-dir", dir], &patient_player());
    assert!(out.status.success());
    let journal = data.path().join("backups/journal.jsonl");
    let mut bytes = std::fs::read(&journal).unwrap();
    bytes[30] = 0xFF;
    std::fs::write(&journal, bytes).unwrap();
    for file in std::fs::read_dir(data.path().join("db")).unwrap() {
        let path = file.unwrap().path();
        if path.is_file() {
            let len = std::fs::metadata(&path).unwrap().len() as usize;
            std::fs::write(&path, vec![0xA5; len]).unwrap();
        }
    }
    let out = zabel(&["history", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Your game history was damaged"), "{stdout}");
    assert!(stdout.contains("There was no readable backup to restore from"), "{stdout}");
    assert!(stdout.contains("journal.jsonl could not be read; games it held may be missing."), "{stdout}");
    assert!(stdout.contains("The damaged backup files were moved, as they were, to "), "{stdout}");
    assert!(!stdout.contains("database error") && !stdout.contains("offset"), "{stdout}");
    assert!(stdout.contains("The details are in "), "{stdout}");
}

#[test]
fn help_is_in_the_language_chosen() {
    let german = zabel(&["--lang", "de", "--help"], "");
    let stdout = text(&german.stdout);
    assert!(german.status.success(), "{stdout}{}", text(&german.stderr));
    assert!(stdout.contains("EinStein würfelt nicht! und Königszabel im Terminal"), "{stdout}");
    assert!(stdout.contains("Aufruf:") && stdout.contains("Befehle:") && stdout.contains("Hilfe zeigen"), "{stdout}");
    assert!(
        !stdout.contains("Usage") && !stdout.contains("Print help") && !stdout.contains("the terminal"),
        "{stdout}"
    );
    // The locale chooses as --lang does, for every command's help.
    let out = zabel_env(&["play", "--help"], b"", &[("LANG", "de_DE.UTF-8")]);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Die Stufe des Computers") && stdout.contains("Optionen:"), "{stdout}");
    assert!(!stdout.contains("Options") && !stdout.contains("[default") && !stdout.contains("possible"), "{stdout}");
    let english = text(&zabel(&["help", "tafl"], "").stdout);
    assert!(english.contains("Königszabel tools") && english.contains("Usage:"), "{english}");
}

#[test]
fn a_german_error_keeps_the_cores_english_details_out_of_its_sentence() {
    // A store open in another process, and no log to keep the details in
    // (a folder stands where the log would be): the sentence stays German.
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let held = zabel_core::store::Store::open(data.path()).unwrap();
    std::fs::create_dir(data.path().join("zabel.log")).unwrap();
    let out = zabel(&["play", "--lang", "de", "--data-dir", dir], "");
    let stderr = text(&out.stderr);
    assert!(stderr.contains("Zabel ist schon in einem anderen Fenster geöffnet."), "{stderr}");
    assert!(!stderr.contains("already open") && !stderr.contains("process") && !stderr.contains("("), "{stderr}");
    drop(held);
}

#[test]
fn bytes_that_are_not_utf8_spoil_only_their_line() {
    // ewn legal: the bad line gets an error, the next is answered.
    let out = zabel_bytes(&["ewn", "legal"], b"\xFF\xFE 2\n2B22/R1R53/1R43/3B6B1/2B41B5 b 2\n");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert_eq!(stdout, "error: the line is not UTF-8 text (byte 0xFF at column 1)\nc1-b1\n");
    // engine tcg answers it with an error and goes on.
    let out = zabel_bytes(&["engine", "tcg"], b"na\xFFme\nname\nexit\n");
    assert!(text(&out.stderr).contains("error: the line is not UTF-8 text"), "{}", text(&out.stderr));
    assert!(!text(&out.stdout).is_empty(), "the next line is answered");
    // tafl legal and tafl play: the same.
    for command in ["legal", "play"] {
        let out = zabel_bytes(&["tafl", command], b"\xFF\n13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d a4-a1\n");
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
        let lines: Vec<&str> = stdout.lines().collect();
        assert!(lines[0].starts_with("error: the line is not UTF-8 text"), "{command}: {stdout}");
        assert_eq!(lines.len(), 2, "{command}: the next line is answered: {stdout}");
    }
    // engine otep: a status line, and the next command is answered.
    let out = zabel_bytes(&["engine", "otep", "--level", "1"], b"pl\xFFay\nplay attackers\ngoodbye\n");
    let stdout = text(&out.stdout);
    assert!(
        stdout.lines().nth(1).is_some_and(|line| line.starts_with("status error: the line is not UTF-8")),
        "{stdout}"
    );
    assert!(stdout.lines().nth(2).is_some_and(|line| line.starts_with("move ")), "{stdout}");
    // play: asked again, and the game goes on; a byte order mark first is no answer's part.
    let mut input = b"\xEF\xBB\xBF\n\xC3\x28\n".to_vec();
    input.extend_from_slice(patient_player().as_bytes());
    let out = zabel_bytes(&["play", "--seed", "7"], &input);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("That was not readable text (not UTF-8); please type it again."), "{stdout}");
    assert!(stdout.contains("You win") || stdout.contains("The computer wins"), "{stdout}");
}

#[test]
fn the_terminal_game_explains_confirms_and_helps() {
    // q in a rated game asks first; no keeps playing, the input ending keeps the game.
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let out = zabel(&["play", "--seed", "3", "--data-dir", dir], "help\nq\nn\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Enter rolls the die") && stdout.contains("? lists what can move"), "help: {stdout}");
    assert!(stdout.contains("resigning counts as a loss for your rating. Resign? (y/n)"), "{stdout}");
    assert!(stdout.contains("Input ended; the game is saved"), "{stdout}");
    let out = zabel(&["play", "--data-dir", dir], "q\ny\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("resigned"), "{stdout}");
    assert!(stdout.contains("Your rating: 1200 → "), "{stdout}");

    // A whole game always says what was rolled, forced moves too.
    for seed in ["1", "2", "3", "4"] {
        let stdout = text(&zabel(&["play", "--seed", seed], &patient_player()).stdout);
        assert!(!stdout.contains(" rolled.\n"), "seed {seed}: {stdout}");
    }

    // Königszabel: an illegal move says why; ? after picking a piece lists
    // its targets and the other pieces; the long bad answer is shortened.
    let long = "x".repeat(300);
    let input = format!("g2-g7\ng5-g4\ng5\ng2\n?\n{long}\n");
    let out = zabel(&["play", "tafl", "--opponent", "human"], &input);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("g2-g7: g5 is in the way"), "{stdout}");
    assert!(stdout.contains("g5-g4: ") && stdout.contains("but the attackers are to move"), "{stdout}");
    assert!(stdout.contains("g5 is not your piece: "), "{stdout}");
    assert!(stdout.contains("g2 can move to "), "{stdout}");
    assert!(stdout.contains("Other pieces that can move: "), "{stdout}");
    assert!(stdout.contains("(or pick another piece)"), "{stdout}");
    assert!(!stdout.contains(&long), "shortened: {stdout}");
}

#[test]
fn history_is_aligned_personal_and_readable_while_a_game_is_open() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    zabel(&["play", "--seed", "6", "--first", "red", "--data-dir", dir], "q\ny\n");
    zabel(&["play", "quattro-longline", "--seed", "2", "--data-dir", dir], "q\n");
    zabel(&["play", "tafl", "--level", "1", "--seed", "3", "--data-dir", dir], "q\ny\n");
    let out = zabel(&["history", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(lines.iter().all(|l| l.contains("you lost by resignation")), "{stdout}");
    // Every column starts at the same place on every line.
    let column =
        |line: &str, word: &str| line.chars().collect::<String>().find(word).map(|b| line[..b].chars().count());
    let starts: Vec<_> = lines.iter().map(|l| column(l, "against")).collect();
    assert!(starts.iter().all(|s| s.is_some() && *s == starts[0]), "{stdout}");
    let starts: Vec<_> = lines.iter().map(|l| column(l, "you lost")).collect();
    assert!(starts.iter().all(|s| *s == starts[0]), "{stdout}");

    let out = zabel(&["history", "--limit", "0", "--data-dir", dir], "");
    assert_eq!(text(&out.stdout), "", "--limit 0 lists nothing");

    // A game open in another terminal: the history is read from the backups.
    let held = zabel_core::store::Store::open(data.path()).unwrap();
    let out = zabel(&["history", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("A game is open in another window"), "{stdout}");
    assert_eq!(stdout.lines().filter(|l| l.contains("you lost")).count(), 3, "{stdout}");
    let out = zabel(&["replay", "1", "--data-dir", dir], "");
    assert!(text(&out.stdout).contains("Game 1: EinStein against level 4"), "{}", text(&out.stdout));
    drop(held);

    // A misspelt --data-dir is no empty store to start.
    let missing = data.path().join("typo");
    let out = zabel(&["history", "--data-dir", missing.to_str().unwrap()], "");
    assert!(text(&out.stderr).contains("There is no Zabel data in"), "{}", text(&out.stderr));
    assert!(!missing.exists(), "nothing was created");
}

#[test]
fn options_that_do_not_fit_the_game_are_refused_and_help_says_which_game_takes_which() {
    for (args, message) in [
        (&["play", "--seat", "t=human"][..], "--seat: EinStein würfelt nicht! does not take it"),
        (&["play", "tafl", "--first", "blue"][..], "--first: Königszabel does not take it"),
        (&["play", "tafl", "--setup", "choose"][..], "--setup: Königszabel does not take it"),
        (&["play", "quattro", "--side", "red"][..], "--side: Quattro (partners diagonal) does not take it"),
        (&["play", "trio", "--shieldwall"][..], "--shieldwall: Trio does not take it"),
        (&["play", "quattro", "--seat", "t=human,t=3"][..], "--seat: t is given twice"),
    ] {
        let data = tempfile::tempdir().unwrap();
        let mut args = args.to_vec();
        args.extend(["--data-dir", data.path().to_str().unwrap()]);
        let out = zabel(&args, "");
        assert!(!out.status.success(), "{args:?}");
        assert!(text(&out.stderr).contains(message), "{args:?}: {}", text(&out.stderr));
        assert!(!data.path().join("db").exists(), "{args:?}: refused before the store is opened");
    }
    let help = text(&zabel(&["play", "--help"], "").stdout);
    for said in ["EinStein only: who moves first", "Königszabel only: the optional shieldwall", "Quattro and Trio only"]
    {
        assert!(help.contains(said), "{said}: {help}");
    }
    assert!(help.contains("1..5 in the games of three and four"), "{help}");
    let levels = text(&zabel(&["levels", "quattro"], "").stdout);
    assert_eq!(levels.lines().filter(|l| l.trim_start().starts_with(char::is_numeric)).count(), 5, "{levels}");
    assert!(levels.contains("not rated"), "{levels}");
    let out = zabel(&["play", "--seed", "1"], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("EinStein würfelt nicht! You play"), "one stop: {stdout}");
}

/// Issue 45: a person playing Red against the computer sees the board
/// turned, their corner a1 at the bottom right; the first line says where
/// they start as the board shows it.
#[test]
fn red_against_the_computer_starts_at_the_bottom_right_as_the_board_is_drawn() {
    for (side, start, first_rank) in
        [("red", "red (bottom right, heading for e5)", "5"), ("blue", "blue (bottom right, heading for a1)", "1")]
    {
        let data = tempfile::tempdir().unwrap();
        let out = zabel(&["play", "--side", side, "--seed", "1", "--data-dir", data.path().to_str().unwrap()], "");
        let stdout = text(&out.stdout);
        assert!(stdout.contains(start), "{side}: {stdout}");
        let top = stdout.lines().find(|line| line.trim_start().starts_with(char::is_numeric)).unwrap();
        assert!(top.trim_start().starts_with(first_rank), "{side}: rank {first_rank} on top: {stdout}");
    }
}

#[test]
fn analyse_reads_every_record_zabel_play_writes_with_or_without_a_byte_order_mark() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let record = dir.path().join("trio.txt");
    let args = ["play", "trio", "--seat", "t=1", "--seed", "4", "--record", record.to_str().unwrap()];
    let mut args = args.to_vec();
    args.extend(["--data-dir", data.to_str().unwrap()]);
    zabel(&args, "");
    let out = zabel(&["analyse", record.to_str().unwrap()], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.starts_with("Trio: no engine judges games of three and four yet"), "{stdout}");
    assert!(stdout.contains("   1  "), "{stdout}");
    assert!(stdout.trim_end().ends_with("won."), "{stdout}");

    let record = dir.path().join("einstein.txt");
    zabel(&["play", "--seed", "8", "--level", "1", "--record", record.to_str().unwrap()], &patient_player());
    let mut bytes = "\u{feff}".as_bytes().to_vec();
    bytes.extend(std::fs::read(&record).unwrap());
    std::fs::write(&record, bytes).unwrap();
    let out = zabel(&["analyse", record.to_str().unwrap()], "");
    assert!(out.status.success(), "a byte order mark is read past: {}", text(&out.stderr));

    let other = dir.path().join("other.txt");
    std::fs::write(&other, "Format: chess-pgn 1\n").unwrap();
    let stderr = text(&zabel(&["analyse", other.to_str().unwrap()], "").stderr);
    for format in ["zabel-einstein 1", "zabel-tafl 1", "zabel-einstein-quattro 1"] {
        assert!(stderr.contains(format), "{format}: {stderr}");
    }
}

#[test]
fn replay_steps_on_enter_in_a_terminal_and_prints_all_when_piped() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    zabel(&["play", "--seed", "3", "--level", "1", "--data-dir", dir], &patient_player());
    let piped = text(&zabel(&["replay", "1", "--data-dir", dir], "").stdout);
    assert!(!piped.contains("Enter: the next move"), "{piped}");
    let moves = piped.lines().filter(|l| l.split_once(". ").is_some_and(|(n, _)| n.parse::<u32>().is_ok())).count();
    assert!(moves > 2, "{piped}");
    // A terminal, through script(1) where there is one: two Enters, then q.
    if Command::new("script").arg("--version").output().is_err() {
        return;
    }
    let command = format!("{} replay 1 --data-dir {dir}", env!("CARGO_BIN_EXE_zabel"));
    let mut child = Command::new("script")
        .args(["-qc", &command, "/dev/null"])
        .env("LC_ALL", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // Anything else steps nowhere and is told what does.
    child.stdin.take().unwrap().write_all(b"\nnext\n\nq\n").unwrap();
    let stepped = text(&child.wait_with_output().unwrap().stdout);
    assert_eq!(stepped.matches("Enter: the next move, q: stop").count(), 4, "{stepped}");
    assert_eq!(stepped.matches("Press Enter for the next move, or type q to stop.").count(), 1, "{stepped}");
    assert!(stepped.contains("> 2. ") && !stepped.contains("> 3. "), "{stepped}");
}

#[test]
fn records_keep_a_resignation_and_a_continued_game_keeps_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let data = data.to_str().unwrap();
    let record = dir.path().join("resigned.txt");
    zabel(
        &["play", "--seed", "6", "--first", "red", "--record", record.to_str().unwrap(), "--data-dir", data],
        "q\ny\n",
    );
    let text_of = std::fs::read_to_string(&record).unwrap();
    assert!(text_of.contains("Result: blue (red resigned)\n"), "{text_of}");
    assert_eq!(Game::from_record(&text_of).unwrap().resigned(), Some(zabel_core::einstein::Side::Red), "{text_of}");

    let record = dir.path().join("continued.txt");
    zabel(&["play", "--seed", "12", "--first", "red", "--record", record.to_str().unwrap(), "--data-dir", data], "\n");
    let out = zabel(&["play", "--data-dir", data], &patient_player());
    assert!(text(&out.stdout).contains("Continuing your interrupted game"), "{}", text(&out.stdout));
    let game = Game::from_record(&std::fs::read_to_string(&record).unwrap()).unwrap();
    assert!(game.outcome().is_some(), "the continued game is written where it was asked for");
    assert!(!dir.path().join("data/record-path").exists());
}

#[test]
fn a_saved_game_this_version_cannot_read_is_told_plainly_and_new_plays_on() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    {
        let (store, _) = zabel_core::store::Store::open(data.path()).unwrap();
        let saved = std::collections::BTreeMap::from([("variant", "hexagon"), ("record", "")]);
        store.claim_current(1, &saved).unwrap();
    }
    // sled's flusher lets go of its files a moment after the store is dropped.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let out = zabel(&["play", "--data-dir", dir], "");
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("cannot be continued by this version of Zabel; it is kept"), "{stderr}");
    assert!(!stderr.contains("hexagon"), "the details are in the log: {stderr}");
    assert!(std::fs::read_to_string(data.path().join("zabel.log")).unwrap().contains("hexagon"));
    let out = zabel(&["play", "--new", "--data-dir", dir], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("You play"), "{}", text(&out.stdout));
}

/// English sentences of the game's flow that a German game never shows.
const ENGLISH: [&str; 16] = [
    "You play",
    "You (",
    "You win",
    "press Enter",
    "The computer",
    "the computer",
    " wins",
    " win:",
    " rolled",
    " played ",
    "Your rating",
    "Type q",
    "move to",
    "is not a square",
    "is not one of",
    "Pieces that can move",
];

fn assert_no_english(stdout: &str) {
    for english in ENGLISH {
        assert!(!stdout.contains(english), "'{english}' in a German game: {stdout}");
    }
}

#[test]
fn a_whole_einstein_game_in_german_with_lang_de() {
    let dir = tempfile::tempdir().unwrap();
    for (seed, side) in [("1", "red"), ("2", "blue"), ("3", "red")] {
        let record = dir.path().join(format!("game-{seed}.txt"));
        let args = ["play", "--lang", "de", "--seed", seed, "--side", side, "--record", record.to_str().unwrap()];
        let out = zabel(&args, &patient_player());
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
        assert!(stdout.starts_with("EinStein würfelt nicht! Du spielst "), "{stdout}");
        assert!(stdout.contains("; der Computer spielt Stufe 4 (Vereinsspieler"), "{stdout}");
        assert!(stdout.contains("Mit q gibst du bei jeder Frage auf."), "{stdout}");
        assert!(stdout.contains("Du: drücke Enter, um zu würfeln > "), "{stdout}");
        assert!(stdout.contains("Du hast eine ") && stdout.contains(" gewürfelt."), "{stdout}");
        assert!(stdout.contains("Du: wähle das Zielfeld: "), "{stdout}");
        assert!(stdout.contains("ist kein Feld dieses Bretts"), "a digit as a target: {stdout}");
        let computer = if side == "red" { "Der Computer (Blau) hat " } else { "Der Computer (Rot) hat " };
        assert!(stdout.contains(computer), "{stdout}");
        assert!(stdout.contains("Du gewinnst: ") || stdout.contains("Der Computer gewinnt: "), "{stdout}");
        assert!(
            stdout.contains("Deine Wertung: 1200 → ") && stdout.contains("vorläufig (1 von 20 Partien)."),
            "{stdout}"
        );
        assert!(stdout.contains("Die Partieaufzeichnung steht in "), "{stdout}");
        assert_no_english(&stdout);
        // The record is for programs: the same in every language.
        let game = Game::from_record(&std::fs::read_to_string(&record).unwrap()).unwrap();
        assert!(game.outcome().is_some(), "the record holds the finished game");
    }

    // Resigning asks in German and takes j for yes.
    let out = zabel(&["play", "--lang", "de", "--seed", "6", "--first", "red"], "q\nj\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Aufgeben? (j/n)"), "{stdout}");
    assert!(stdout.contains("Der Computer gewinnt: Du hast aufgegeben."), "{stdout}");
    assert_no_english(&stdout);

    // The review of a game in German: German verdicts, decimal commas.
    let record = dir.path().join("game-1.txt");
    let out = zabel(&["analyse", "--lang", "de", record.to_str().unwrap()], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.lines().next().unwrap().starts_with("Sieg%: die Gewinnchance der Seite, die gezogen hat"),
        "{stdout}"
    );
    assert!(stdout.lines().nth(1).unwrap().ends_with("Glück"), "{stdout}");
    for side in ["Rot hat ", "Blau hat "] {
        let line = stdout.lines().find(|l| l.starts_with(side)).expect(side);
        assert!(line.contains("\u{a0}% der Gewinnchance her, und der Würfel "), "{line}");
        assert!(!line.contains(" chance to win"), "{line}");
    }
}

/// Plays Königszabel in the terminal as a person would, reading each prompt
/// (in German): `?` lists the pieces that can move, one of them is picked,
/// then one of the targets its prompt names, a different one each turn.
/// Returns whether zabel ended well, and everything said and typed.
fn play_koenigszabel_in_german(args: &[&str]) -> (bool, String) {
    use std::io::Read;
    let mut child = zabel_command(args, &[])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("zabel starts");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut said = String::new();
    for turn in 0.. {
        // Everything up to the next prompt, or to the end.
        let mut bytes = Vec::new();
        let mut buffer = [0u8; 1 << 16];
        while !bytes.ends_with(b" > ") {
            let read = stdout.read(&mut buffer).unwrap();
            if read == 0 {
                break;
            }
            bytes.extend_from_slice(&buffer[..read]);
        }
        let chunk = String::from_utf8(bytes).unwrap();
        said += &chunk;
        let Some(prompt) = chunk.strip_suffix(" > ").and_then(|c| c.lines().last()) else { break };
        assert!(turn < 5000, "the game does not end: {said}");
        let pick = |list: &str, separator: &str, step: usize| {
            let items: Vec<&str> = list.split(separator).collect();
            items[turn * step % items.len()].to_owned()
        };
        let answer = if let Some((_, targets)) = prompt.split_once("wähle das Zielfeld: ") {
            pick(targets.split(" (").next().unwrap(), ", ", 1)
        } else if let Some(pieces) = chunk.lines().find_map(|l| l.strip_prefix("Figuren, die ziehen können: ")) {
            pick(pieces.trim_end_matches('.'), " ", 7)
        } else {
            "?".to_owned()
        };
        said += &format!("{answer}\n");
        writeln!(stdin, "{answer}").unwrap();
    }
    drop(stdin);
    (child.wait().unwrap().success(), said)
}

#[test]
fn a_whole_koenigszabel_game_in_german_against_the_computer() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let args =
        ["play", "tafl", "--lang", "de", "--side", "defenders", "--level", "1", "--seed", "1", "--data-dir", dir];
    let (ended_well, said) = play_koenigszabel_in_german(&args);
    assert!(ended_well, "{said}");
    assert!(
        said.starts_with(
            "Königszabel. Du spielst die Verteidiger (bring den König in eine Burg in einer Ecke); \
             der Computer spielt Stufe 1 (Knecht, Wertung 1000)."
        ),
        "{said}"
    );
    assert!(
        said.contains("\n1. Der Computer (Angreifer) hat ") && said.contains("\n2. Du (Verteidiger) hast "),
        "{said}"
    );
    assert!(said.contains("Du: wähle eine Figur (8 können ziehen) oder tippe einen Zug wie "), "{said}");
    assert!(said.contains("Figuren, die ziehen können: "), "{said}");
    let end = ["Du gewinnst: ", "Der Computer gewinnt: ", "Unentschieden: "];
    assert!(end.iter().any(|end| said.contains(end)), "the game ends: {said}");
    assert!(said.contains("Deine Wertung: 1200 → "), "{said}");
    assert_no_english(&said);

    // Its rating, history and replay in German too.
    let out = zabel(&["rating", "tafl", "--lang", "de", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Deine Wertung in Königszabel: "), "{stdout}");
    assert!(
        stdout.contains("(vorläufig: 1 von 20 gewerteten Partien)") && stdout.contains("älteste zuerst"),
        "{stdout}"
    );
    let out = zabel(&["history", "--lang", "de", "--data-dir", dir], "");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Königszabel  gegen Stufe 1  "), "{stdout}");
    let out = zabel(&["replay", "1", "--lang", "de", "--data-dir", dir], "");
    assert!(text(&out.stdout).starts_with("Partie 1: Königszabel gegen Stufe 1, "), "{}", text(&out.stdout));

    // An illegal move and a piece of the other side are explained in German.
    let out = zabel(&["play", "tafl", "--lang", "de", "--opponent", "human"], "g2-g7\ng5\nq\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("g2-g7: g5 steht im Weg"), "{stdout}");
    assert!(stdout.contains("g5 ist nicht deine Figur: Dort steht ein Verteidiger, und die Angreifer sind am Zug."));
    assert!(stdout.contains("Die Verteidiger gewinnen: Die Angreifer haben aufgegeben."), "{stdout}");
    assert_no_english(&stdout);
}

#[test]
fn the_locale_chooses_german_and_lang_chooses_over_it() {
    let german = [("LANG", "de_DE.UTF-8")];
    let out = zabel_env(&["play", "--seed", "1"], b"", &german);
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("EinStein würfelt nicht! Du spielst Rot"), "{stdout}");
    assert!(stdout.contains("Eingabe beendet; die Partie ist gespeichert"), "{stdout}");
    assert!(text(&zabel_env(&["history"], b"", &german).stdout).contains("Noch keine beendeten Partien"));
    let levels = text(&zabel_env(&["levels"], b"", &german).stdout);
    assert!(levels.starts_with("Stufe  Elo (95-%-Intervall)") && levels.contains("Würfler (Dice roller)"), "{levels}");
    // LC_ALL comes before LANG; --lang before both.
    let out = zabel_env(&["history"], b"", &[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")]);
    assert!(text(&out.stdout).contains("No finished games yet"), "{}", text(&out.stdout));
    let out = zabel_env(&["history", "--lang", "en"], b"", &german);
    assert!(text(&out.stdout).contains("No finished games yet"), "{}", text(&out.stdout));
    let out = zabel_env(&["play", "tafl", "--level", "9"], b"", &[("LC_MESSAGES", "de_AT.UTF-8")]);
    assert!(text(&out.stderr).contains("--level: Königszabel hat die Stufen 1..8"), "{}", text(&out.stderr));

    // Only the languages there are.
    let out = zabel(&["play", "--lang", "fr"], "");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("invalid value 'fr' for '--lang <LANG>'"), "{stderr}");
    assert!(stderr.contains("[possible values: en, de]"), "{stderr}");
}
