//! An outside engine's process, as the arenas host it (TCG and OTEP alike):
//! started by the shell, spoken to in lines, and stopped with everything it
//! started. An engine is often a script that starts the real program; killing
//! only the shell would leave that program searching on beside the next games
//! (and slow the levels, whose searches stop by the clock).
//!
//! The group is the engine's own, so Ctrl-C in a terminal stops only `zabel`;
//! an engine then ends when it next reads (its input is closed) or answers
//! (nobody reads it any more).

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::Duration;

pub struct Process {
    child: Child,
    input: ChildStdin,
    /// The engine's lines, read on a thread of their own so that an answer
    /// can be waited for with a time limit.
    lines: Receiver<io::Result<String>>,
    /// What the protocol says to end the engine, sent when it is dropped.
    farewell: &'static str,
}

/// Why no line came.
pub enum Silence {
    Closed,
    Unreadable(io::Error),
    /// Nothing within the time limit; the engine has been stopped.
    TimedOut(Duration),
}

impl Process {
    pub fn start(command: &str, farewell: &'static str) -> io::Result<Process> {
        let mut shell = Command::new("sh");
        shell.arg("-c").arg(command).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut shell, 0);
        let mut child = shell.spawn()?;
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in output.lines() {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Process { child, input, lines, farewell })
    }

    pub fn send(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.input, "{line}")?;
        self.input.flush()
    }

    /// The engine's next line, waiting at most `within`.
    pub fn receive(&mut self, within: Duration) -> Result<String, Silence> {
        match self.lines.recv_timeout(within) {
            Ok(Ok(line)) => Ok(line),
            Ok(Err(e)) => Err(Silence::Unreadable(e)),
            Err(RecvTimeoutError::Disconnected) => Err(Silence::Closed),
            Err(RecvTimeoutError::Timeout) => {
                self.kill();
                Err(Silence::TimedOut(within))
            }
        }
    }

    fn kill(&mut self) {
        #[cfg(unix)]
        if let Ok(group) = libc::pid_t::try_from(self.child.id()) {
            // SAFETY: kill(2) only sends a signal. The group is the shell's
            // own (process_group(0) above), and its number cannot pass to
            // another process before the shell is waited for, which only
            // `drop` does, after this.
            unsafe { libc::kill(-group, libc::SIGKILL) };
        }
        let _ = self.child.kill();
    }
}

impl std::fmt::Display for Silence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Silence::Closed => write!(f, "the engine closed its output"),
            Silence::Unreadable(e) => write!(f, "cannot read from the engine: {e}"),
            Silence::TimedOut(within) => write!(f, "no answer within {} s", within.as_secs_f64()),
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.send(self.farewell);
        // A moment to end of its own accord, as the protocol asks. (Not
        // `try_wait`: it would release the shell's number, which `kill` uses.)
        thread::sleep(Duration::from_millis(20));
        self.kill();
        let _ = self.child.wait();
    }
}
