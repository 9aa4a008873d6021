//! The core's import graph has no circle (DESIGN.md, "Layout"), and the seam
//! imports no game.
//!
//! Each source file is a node. A path (`crate::tafl::Game`, `super::moves`,
//! `crate::{einstein, tafl}`) is an edge to the file that defines what it
//! names: `pub use` re-exports are followed to the definition, so a folder's
//! `mod.rs` that only re-exports is a facade, not a link in a circle. Test
//! code is left out: a test may reach anything.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// A module's place, e.g. `["einstein", "adapter"]`; the crate root is `[]`.
type ModulePath = Vec<String>;

struct Module {
    /// The source without test modules.
    source: String,
}

struct Crate {
    modules: BTreeMap<ModulePath, Module>,
}

impl Crate {
    fn read(root: &Path) -> Crate {
        let mut modules = BTreeMap::new();
        let mut test_only = BTreeSet::new();
        let mut pending = vec![(Vec::new(), root.join("lib.rs"))];
        while let Some((path, file)) = pending.pop() {
            let text = fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let dir = if file.ends_with("mod.rs") || file.ends_with("lib.rs") {
                file.parent().unwrap().to_path_buf()
            } else {
                file.with_extension("")
            };
            for (child, is_test) in declared_modules(&text) {
                let mut child_path: ModulePath = path.clone();
                child_path.push(child.clone());
                if is_test {
                    test_only.insert(child_path);
                    continue;
                }
                let flat = dir.join(format!("{child}.rs"));
                let nested = dir.join(&child).join("mod.rs");
                let child_file = if flat.exists() { flat } else { nested };
                pending.push((child_path, child_file));
            }
            modules.insert(path, Module { source: without_tests(&text) });
        }
        Crate { modules }
    }

    /// The file that defines what `path` (absolute, from the crate root) names.
    fn definer(&self, path: &[String], depth: usize) -> Option<ModulePath> {
        let mut module: ModulePath = Vec::new();
        for (i, segment) in path.iter().enumerate() {
            let mut next = module.clone();
            next.push(segment.clone());
            if self.modules.contains_key(&next) {
                module = next;
                continue;
            }
            // Not a module: an item, perhaps re-exported from elsewhere.
            if depth < 8
                && let Some(target) = self.reexport(&module, segment)
            {
                let mut rest = target;
                rest.extend(path[i + 1..].iter().cloned());
                return self.definer(&rest, depth + 1);
            }
            return Some(module);
        }
        Some(module)
    }

    /// Where `module`'s `use` of `name` points, as an absolute path: a name a
    /// module only brings in is defined where it comes from.
    fn reexport(&self, module: &ModulePath, name: &str) -> Option<ModulePath> {
        let source = &self.modules.get(module)?.source;
        for statement in statements(source) {
            let body = statement.split_once("use ").unwrap().1;
            for used in expand(body) {
                let (target, alias) = match used.split_once(" as ") {
                    Some((t, a)) => (t.to_string(), a.trim().to_string()),
                    None => (used.clone(), used.rsplit("::").next().unwrap().to_string()),
                };
                if alias == name || alias == "*" && self.resolve(module, &target).is_some() {
                    let absolute = self.resolve(module, &target)?;
                    if alias == "*" {
                        let mut glob = absolute;
                        glob.pop();
                        glob.push(name.to_string());
                        return Some(glob);
                    }
                    return Some(absolute);
                }
            }
        }
        None
    }

    /// `target` written in `module`, as an absolute path; `None` for other crates.
    fn resolve(&self, module: &ModulePath, target: &str) -> Option<ModulePath> {
        let segments: Vec<&str> = target.split("::").map(str::trim).collect();
        let mut base = module.clone();
        let mut rest = &segments[..];
        match rest.first() {
            Some(&"crate") => {
                base.clear();
                rest = &rest[1..];
            }
            Some(&"self") => rest = &rest[1..],
            Some(&"super") => {
                while rest.first() == Some(&"super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            Some(first) => {
                let mut child = module.clone();
                child.push(first.to_string());
                if !self.modules.contains_key(&child) {
                    return None;
                }
            }
            None => return None,
        }
        base.extend(rest.iter().map(|s| s.to_string()));
        Some(base)
    }

    /// Every file each file uses, re-exports followed.
    fn edges(&self) -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
        let mut edges: BTreeMap<ModulePath, BTreeSet<ModulePath>> = BTreeMap::new();
        for (path, module) in &self.modules {
            let uses = edges.entry(path.clone()).or_default();
            let code = code_without_uses(&module.source);
            for statement in statements(&module.source) {
                let Some((before, body)) = statement.split_once("use ") else { continue };
                let reexport = !before.trim().is_empty();
                for used in expand(body) {
                    let (target, name) = match used.split_once(" as ") {
                        Some((target, alias)) => (target.trim(), alias.trim()),
                        None => (used.as_str(), used.rsplit("::").next().unwrap()),
                    };
                    // A re-export is a facade, unless the module's own code uses the name too.
                    if reexport && (name == "*" || !mentions(&code, name)) {
                        continue;
                    }
                    if let Some(absolute) = self.resolve(path, target)
                        && let Some(definer) = self.definer(&absolute, 0)
                        && &definer != path
                        && !is_ancestor(&definer, path)
                    {
                        uses.insert(definer);
                    }
                }
            }
            for target in inline_paths(&module.source) {
                if let Some(absolute) = self.resolve(path, &target)
                    && let Some(definer) = self.definer(&absolute, 0)
                    && &definer != path
                    && !is_ancestor(&definer, path)
                {
                    uses.insert(definer);
                }
            }
        }
        edges
    }
}

fn code_without_uses(source: &str) -> String {
    let mut code = String::new();
    let mut in_use = false;
    for line in source.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("use ") || trimmed.starts_with("pub use ") || trimmed.starts_with("pub(crate) use ") {
            in_use = true;
        }
        if !in_use {
            code.push_str(line);
            code.push('\n');
        }
        if in_use && trimmed.ends_with(';') {
            in_use = false;
        }
    }
    code
}

/// Whether `name` occurs in `code` as a whole word.
fn mentions(code: &str, name: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    code.match_indices(name).any(|(at, _)| !code[..at].ends_with(word) && !code[at + name.len()..].starts_with(word))
}

/// The crate root only declares; what a path through it names is elsewhere.
fn is_ancestor(maybe: &ModulePath, _of: &ModulePath) -> bool {
    maybe.is_empty()
}

/// `mod x;` declarations, and whether each is `#[cfg(test)]`.
fn declared_modules(source: &str) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    let mut test_attribute = false;
    for line in source.lines().map(str::trim) {
        if line.starts_with("#[cfg(test)]") {
            test_attribute = true;
            continue;
        }
        let declaration = line.strip_prefix("pub ").or_else(|| line.strip_prefix("pub(crate) ")).unwrap_or(line);
        if let Some(name) = declaration.strip_prefix("mod ").and_then(|rest| rest.strip_suffix(';')) {
            found.push((name.trim().to_string(), test_attribute));
        }
        if !line.starts_with("#[") {
            test_attribute = false;
        }
    }
    found
}

/// The source with every `#[cfg(test)] mod … { … }` block cut out.
fn without_tests(source: &str) -> String {
    let mut kept = String::new();
    let mut rest = source;
    while let Some(at) = rest.find("#[cfg(test)]") {
        kept.push_str(&rest[..at]);
        let after = &rest[at..];
        let Some(open) = after.find(['{', ';']) else { break };
        if after.as_bytes()[open] == b';' {
            rest = &after[open + 1..];
            continue;
        }
        let mut depth = 0usize;
        let mut end = after.len();
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    kept.push_str(rest);
    strip_comments(&kept)
}

fn strip_comments(source: &str) -> String {
    source
        .lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each `use …;` statement, whitespace folded.
fn statements(source: &str) -> impl Iterator<Item = String> + '_ {
    let mut found = Vec::new();
    let mut current: Option<String> = None;
    for line in source.lines().map(str::trim) {
        if current.is_none()
            && (line.starts_with("use ") || line.starts_with("pub use ") || line.starts_with("pub(crate) use "))
        {
            current = Some(String::new());
        }
        if let Some(statement) = current.as_mut() {
            statement.push_str(line);
            statement.push(' ');
            if line.ends_with(';') {
                found.push(statement.trim_end_matches([';', ' ']).split_whitespace().collect::<Vec<_>>().join(" "));
                current = None;
            }
        }
    }
    found.into_iter()
}

/// `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.trim_end_matches("::").to_string()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap()];
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .flat_map(|p| {
            expand(p)
                .into_iter()
                .map(|e| if e == "self" { prefix.trim_end_matches("::").to_string() } else { format!("{prefix}{e}") })
        })
        .collect()
}

/// Paths written in code rather than in a `use`: `crate::ai::tafl::levels()`.
fn inline_paths(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in source.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("use ") || trimmed.starts_with("pub use ") || trimmed.starts_with("pub(crate) use ") {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("crate::").or_else(|| rest.find("super::")) {
            let boundary = at == 0
                || !rest.as_bytes()[at - 1].is_ascii_alphanumeric()
                    && rest.as_bytes()[at - 1] != b'_'
                    && rest.as_bytes()[at - 1] != b':';
            let path: String =
                rest[at..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':').collect();
            if boundary && !path.contains("::{") {
                found.push(path.trim_end_matches(':').to_string());
            }
            rest = &rest[at + path.len().max(1)..];
        }
    }
    found
}

/// The circles of the graph (Tarjan's strongly connected components of two or more).
fn circles(edges: &BTreeMap<ModulePath, BTreeSet<ModulePath>>) -> Vec<Vec<ModulePath>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<ModulePath, BTreeSet<ModulePath>>,
        index: BTreeMap<&'a ModulePath, usize>,
        low: BTreeMap<&'a ModulePath, usize>,
        stack: Vec<&'a ModulePath>,
        found: Vec<Vec<ModulePath>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, node: &'a ModulePath) {
            let next = self.index.len();
            self.index.insert(node, next);
            self.low.insert(node, next);
            self.stack.push(node);
            for target in self.edges.get(node).into_iter().flatten() {
                if !self.index.contains_key(target) {
                    self.visit(target);
                    let low = self.low[target].min(self.low[node]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&target) {
                    let low = self.index[target].min(self.low[node]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(top) = self.stack.pop() {
                    component.push(top.clone());
                    if top == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk { edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for node in edges.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

fn name(path: &ModulePath) -> String {
    if path.is_empty() { "crate".into() } else { path.join("::") }
}

fn core() -> Crate {
    Crate::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let krate = core();
    let edges = krate.edges();
    let found = circles(&edges);
    let report: Vec<String> = found
        .iter()
        .map(|circle| {
            let members: BTreeSet<&ModulePath> = circle.iter().collect();
            let links: Vec<String> = circle
                .iter()
                .flat_map(|from| {
                    edges[from]
                        .iter()
                        .filter(|to| members.contains(to))
                        .map(move |to| format!("{} → {}", name(from), name(to)))
                })
                .collect();
            format!("{} files: {}", circle.len(), links.join(", "))
        })
        .collect();
    assert!(report.is_empty(), "import circles:\n{}", report.join("\n"));
}

/// DESIGN.md: the seam is a leaf. Its files use nothing but each other;
/// the enums that delegate to each game live above it, in `games`.
#[test]
fn the_seam_imports_no_game() {
    let krate = core();
    let edges = krate.edges();
    let leaf = |module: &ModulePath| module.first().map(String::as_str) == Some("game");
    let outside: Vec<String> = edges
        .iter()
        .filter(|(from, _)| leaf(from))
        .flat_map(|(from, to)| to.iter().filter(|t| !leaf(t)).map(move |t| format!("{} → {}", name(from), name(t))))
        .collect();
    assert!(outside.is_empty(), "the seam (core/src/game) uses:\n{}", outside.join("\n"));
}

/// A game plugs in through the seam and is named by the registry; it never
/// reaches for the registry itself, or the other games through it.
#[test]
fn no_game_uses_the_registry() {
    let krate = core();
    let edges = krate.edges();
    let top = |module: &ModulePath, names: &[&str]| module.first().is_some_and(|first| names.contains(&first.as_str()));
    let games = ["dice", "einstein", "quattro", "tafl", "ai", "text"];
    let reaching: Vec<String> = edges
        .iter()
        .filter(|(from, _)| top(from, &games))
        .flat_map(|(from, to)| {
            to.iter().filter(|t| top(t, &["games"])).map(move |t| format!("{} → {}", name(from), name(t)))
        })
        .collect();
    assert!(reaching.is_empty(), "a game uses the registry (core/src/games):\n{}", reaching.join("\n"));
}

/// DESIGN.md: lessons are data played through the seam; they start a game
/// through the registry and name no game's own types; so do puzzles.
#[test]
fn lessons_and_puzzles_name_no_game() {
    let krate = core();
    let edges = krate.edges();
    let top = |module: &ModulePath, names: &[&str]| module.first().is_some_and(|first| names.contains(&first.as_str()));
    let games = ["dice", "einstein", "quattro", "tafl", "ai"];
    let reaching: Vec<String> = edges
        .iter()
        .filter(|(from, _)| top(from, &["learn", "puzzle"]))
        .flat_map(|(from, to)| {
            to.iter().filter(|t| top(t, &games)).map(move |t| format!("{} → {}", name(from), name(t)))
        })
        .collect();
    assert!(
        reaching.is_empty(),
        "a lesson or a puzzle names a game (core/src/learn, core/src/puzzle):\n{}",
        reaching.join("\n")
    );
}

/// DESIGN.md: the games are siblings. EinStein, the games of three and four
/// and Königszabel use none of each other's rules; what the two dice games
/// share lives in `dice`.
#[test]
fn no_game_uses_another_games_rules() {
    let krate = core();
    let edges = krate.edges();
    fn game_of(module: &ModulePath) -> Option<&str> {
        module.first().map(String::as_str).filter(|first| ["einstein", "quattro", "tafl"].contains(first))
    }
    let crossing: Vec<String> = edges
        .iter()
        .filter_map(|(from, to)| game_of(from).map(|game| (from, game, to)))
        .flat_map(|(from, game, to)| {
            to.iter()
                .filter(move |t| game_of(t).is_some_and(|other| other != game))
                .map(move |t| format!("{} → {}", name(from), name(t)))
        })
        .collect();
    assert!(crossing.is_empty(), "a game uses another game's rules:\n{}", crossing.join("\n"));
}

#[test]
fn the_check_sees_a_circle_and_a_reexport() {
    let mut edges = BTreeMap::new();
    let a = vec!["a".to_string()];
    let b = vec!["b".to_string()];
    edges.insert(a.clone(), BTreeSet::from([b.clone()]));
    edges.insert(b.clone(), BTreeSet::from([a.clone()]));
    assert_eq!(circles(&edges), vec![vec![a, b]]);
    assert_eq!(
        expand("crate::{einstein, tafl::{Game, self}}"),
        ["crate::einstein", "crate::tafl::Game", "crate::tafl"]
    );
    let krate = core();
    // `crate::tafl::Game` is re-exported by tafl/mod.rs from tafl/game.rs.
    assert_eq!(krate.definer(&["tafl".into(), "Game".into()], 0), Some(vec!["tafl".into(), "game".into()]));
}
