//! `zabel learn`: the lessons of a game in the terminal, one task at a
//! time on the board, driven through the core's lesson run exactly as the
//! apps drive it: the terminal draws the board and turns typed moves into
//! taps.

use std::io::{self, BufRead, IsTerminal, Write};

use zabel_core::app::App;
use zabel_core::learn::{Course, Feedback, Lesson, LessonError, LessonRun};
use zabel_core::text::{Arg, text, text_with};

use crate::asking::{Asker, internal};
use crate::board::{Style, render};
use crate::play::sentence_said;
use crate::{DataDir, language, say};

#[derive(clap::Args)]
pub struct Args {
    /// The game to learn: einstein (the default), tafl, or quattro (three and four players).
    #[arg(value_enum, default_value = "einstein")]
    game: CourseArg,
    #[command(flatten)]
    data: DataDir,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum CourseArg {
    Einstein,
    Tafl,
    Quattro,
}

impl CourseArg {
    fn course(self) -> Course {
        match self {
            CourseArg::Einstein => Course::Einstein,
            CourseArg::Tafl => Course::Koenigszabel,
            CourseArg::Quattro => Course::Group,
        }
    }
}

/// A move as the player types it in the course's game.
fn example(course: Course) -> &'static str {
    match course {
        Course::Koenigszabel => "d4-d11",
        Course::Einstein | Course::Group => "b2-c3",
    }
}

/// The command that goes on learning `course`.
pub(crate) fn learn_command(course: Course) -> &'static str {
    match course {
        Course::Einstein => "zabel learn",
        Course::Koenigszabel => "zabel learn tafl",
        Course::Group => "zabel learn quattro",
    }
}

/// The command that plays what `course` taught.
fn play_command(course: Course) -> &'static str {
    match course {
        Course::Einstein => "zabel play",
        Course::Koenigszabel => "zabel play tafl",
        Course::Group => "zabel play quattro",
    }
}

pub fn run(args: &Args) -> io::Result<()> {
    let app = crate::open_app(&args.data)?;
    let color = io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut out = io::stdout().lock();
    crate::tell_recovery(&app, &mut out)?;
    let dir = args.data.dir();
    let asker = Asker::new(io::stdin().lock());
    let mut class = Class { app: &app, dir, asker, out, style: Style { color } };
    class.course(args.game)
}

/// What ended a lesson.
enum Ended {
    Done,
    Skipped,
    Stopped,
}

struct Class<'a, I, O> {
    app: &'a App,
    /// The data directory, where a store error's details are logged.
    dir: std::path::PathBuf,
    asker: Asker<I>,
    out: O,
    style: Style,
}

impl<I: BufRead, O: Write> Class<'_, I, O> {
    fn course(&mut self, arg: CourseArg) -> io::Result<()> {
        let course = arg.course();
        let lessons = course.lessons();
        let progress = self.app.lesson_progress().map_err(|e| crate::store_error(&self.dir, &e))?;
        let name = text_with(language(), "learn-course", &[("course", Arg::Text(course.name()))]);
        let done = progress.done_in(course);
        let counts = say("learn-course-progress").text("course", &name).number("done", done as f64);
        writeln!(self.out, "{}", counts.number("total", lessons.len() as f64).get())?;
        writeln!(self.out, "{}", say("learn-keys").text("example", example(course)).get())?;
        let first = match progress.next(course) {
            Some(next) => lessons.iter().position(|lesson| lesson.id == next.id).unwrap_or(0),
            None => {
                writeln!(self.out, "{}", say("learn-all-done").text("course", &name).get())?;
                0
            }
        };
        let (play, learn) = (play_command(course), learn_command(course));
        for (index, lesson) in lessons.iter().enumerate().skip(first) {
            match self.lesson(lesson, index + 1, lessons.len())? {
                Ended::Done | Ended::Skipped => {}
                Ended::Stopped => {
                    return writeln!(self.out, "{}", say("learn-stopped").text("command", learn).get());
                }
            }
        }
        writeln!(self.out, "\n{}", say("learn-course-done").text("course", &name).text("command", play).get())
    }

    fn lesson(&mut self, lesson: &'static Lesson, number: usize, total: usize) -> io::Result<Ended> {
        let mut run = self.app.start_lesson(lesson.id).map_err(|error| self.told(error))?;
        let title = text(language(), &lesson.title_key());
        let heading = say("learn-lesson").number("number", number as f64).number("total", total as f64);
        writeln!(self.out, "\n{}\n{}", heading.text("title", title).get(), text(language(), &lesson.intro_key()))?;
        self.show_task(&run)?;
        loop {
            let Some(line) = self.asker.ask(&mut self.out)? else { return Ok(Ended::Stopped) };
            let feedback = match line.as_str() {
                "q" | "quit" => return Ok(Ended::Stopped),
                "n" | "next" => return Ok(Ended::Skipped),
                "h" | "hint" => {
                    let hint = run.solution().map(|hint| hint.to_string()).unwrap_or_default();
                    writeln!(self.out, "{}", say("learn-hint").text("move", hint).get())?;
                    continue;
                }
                "r" | "restart" => {
                    run.restart().map_err(|error| self.told(error))?;
                    self.show_task(&run)?;
                    continue;
                }
                "" => {
                    self.show_task(&run)?;
                    continue;
                }
                typed if typed.contains('-') => run.play(typed),
                square => run.tap(square),
            }
            .map_err(|error| self.told(error))?;
            match feedback {
                Feedback::Picked => writeln!(self.out, "\n{}", render(lesson.variant, &run.board(), &self.style))?,
                Feedback::Refused { sentence, .. } => writeln!(self.out, "{}", sentence_said(&sentence))?,
                Feedback::Missed => {
                    writeln!(self.out, "{} {}", text(language(), &lesson.miss_key()), text(language(), "learn-again"))?;
                    self.show_task(&run)?;
                }
                Feedback::Next { replies } => {
                    if !replies.is_empty() {
                        writeln!(self.out, "{}", say("learn-answered").text("moves", replies.join(", ")).get())?;
                    }
                    self.show_task(&run)?;
                }
                Feedback::Done => {
                    writeln!(self.out, "\n{}", render(lesson.variant, &run.board(), &self.style))?;
                    writeln!(self.out, "{}", text(language(), &lesson.done_key()))?;
                    return Ok(Ended::Done);
                }
                Feedback::Ignored => {}
            }
        }
    }

    /// A lesson's trouble: the store's in its plain sentence; a lesson that
    /// does not play (the tests rule that out) in the internal one.
    fn told(&self, error: LessonError) -> io::Error {
        match error {
            LessonError::Store(error) => crate::store_error(&self.dir, &error),
            error => internal(&self.dir, &error.to_string()),
        }
    }

    /// The board and the task in progress; a dice task says its roll.
    fn show_task(&mut self, run: &LessonRun) -> io::Result<()> {
        let lesson = run.lesson();
        writeln!(self.out, "\n{}", render(lesson.variant, &run.board(), &self.style))?;
        let marked = run.marked().join(", ");
        writeln!(self.out, "{}", text(language(), &lesson.task_key(run.step())))?;
        if !marked.is_empty() {
            writeln!(self.out, "{}", say("learn-marked").text("squares", marked).get())?;
        }
        Ok(())
    }
}
