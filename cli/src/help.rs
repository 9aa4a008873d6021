//! `--help` in the player's language: clap's texts (what each command
//! does, what each option means, the headings) are replaced by the
//! catalogs' before the arguments are parsed.

use clap::Command;
use zabel_core::text::{Language, text};

/// Options every command takes, or many do: one text for all.
const SHARED: [&str; 4] = ["help", "version", "lang", "data_dir"];

/// `--lang en|de` as typed, read before clap parses (which needs the help
/// already in that language); a value clap will refuse is left to clap.
pub fn language_of_args(args: &[String]) -> Option<crate::Lang> {
    let value = args.iter().enumerate().find_map(|(index, arg)| match arg.strip_prefix("--lang") {
        Some("") => args.get(index + 1).map(String::as_str),
        Some(rest) => rest.strip_prefix('='),
        None => None,
    })?;
    match value {
        "en" => Some(crate::Lang::En),
        "de" => Some(crate::Lang::De),
        _ => None,
    }
}

/// The catalog key of the text of command `path` (`play`, `tafl-perft`;
/// empty for `zabel` itself), or of its argument `arg`.
pub fn key(path: &str, arg: Option<&str>) -> String {
    match arg {
        Some(arg) if SHARED.contains(&arg) => format!("cli-help-arg-{arg}"),
        Some(arg) => format!("cli-help-{}-{arg}", if path.is_empty() { "zabel" } else { path }),
        None if path.is_empty() => "cli-help-zabel".to_owned(),
        None => format!("cli-help-{path}"),
    }
}

/// Every key `command`'s help reads, for the test that each is in every catalog.
pub fn keys(mut command: Command) -> Vec<String> {
    command.build();
    let mut keys = Vec::new();
    collect(&command, "", &mut keys);
    keys.extend(HEADINGS.iter().map(|&k| k.to_owned()));
    keys
}

const HEADINGS: [&str; 5] =
    ["cli-help-usage", "cli-help-commands", "cli-help-options", "cli-help-arguments", "cli-help-command-help"];

fn collect(command: &Command, path: &str, keys: &mut Vec<String>) {
    keys.push(key(path, None));
    keys.extend(command.get_arguments().map(|arg| key(path, Some(arg.get_id().as_str()))));
    for sub in command.get_subcommands().filter(|sub| sub.get_name() != "help") {
        collect(sub, &join(path, sub.get_name()), keys);
    }
}

fn join(path: &str, name: &str) -> String {
    if path.is_empty() { name.to_owned() } else { format!("{path}-{name}") }
}

/// `command` with every help text from the catalogs of `language`.
pub fn localized(mut command: Command, language: Language) -> Command {
    // Built first, so clap's own `--help`, `--version` and `help` exist to be told.
    command.build();
    localize(command, "", language)
}

fn localize(mut command: Command, path: &str, language: Language) -> Command {
    let say = |key: &str| text(language, key);
    let about = if command.get_name() == "help" { say("cli-help-command-help") } else { say(&key(path, None)) };
    let usage = say("cli-help-usage");
    command =
        command.about(about).long_about(None).subcommand_help_heading(lasting(say("cli-help-commands"))).help_template(
            format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"),
        );
    let ids: Vec<(String, bool)> =
        command.get_arguments().map(|arg| (arg.get_id().as_str().to_owned(), arg.is_positional())).collect();
    for (id, positional) in ids {
        let help = say(&key(path, Some(&id)));
        let heading = lasting(say(if positional { "cli-help-arguments" } else { "cli-help-options" }));
        command = command.mut_arg(&id, |arg| {
            arg.help(help).long_help(None).hide_possible_values(true).hide_default_value(true).help_heading(heading)
        });
    }
    let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
    for name in names {
        // `zabel help` lists the commands beside it: their paths are its parent's.
        let sub_path = if name == "help" { path.to_owned() } else { join(path, &name) };
        command = command.mut_subcommand(&name, |sub| localize(sub, &sub_path, language));
    }
    command
}

/// A heading as clap keeps it (for the process's life: a few short words,
/// once per run).
fn lasting(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}
