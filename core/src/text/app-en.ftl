# The apps' screen labels, in English: every word the Compose and the
# SwiftUI app show that is not the core's own (en.ftl). Loaded into the
# same bundle as en.ftl, so a key here must not be one there; every key
# starts with app- and has its German twin in app-de.ftl (a test fails
# otherwise). Seats come in the forms the bindings' seat_text fills in:
# $seat (inside a sentence: "the attackers", "Red", "top left"),
# $seat-start (starting one), $seat-label (standing alone: "Attackers"),
# $seat-many (yes when it is many men or several seats: for the verb).

## The app and its screens

app-name = Zabel
app-continue-game = Continue game
app-new-game = New game
app-history = History
app-rating = Rating
app-settings = Settings
app-back = Back
app-rules = Rules
app-home = Home
app-play-again = Play again
app-cancel = Cancel

## Games: the full name, the short one (tabs, history rows) and the name
## of a rules page (the two seatings of four share theirs).

app-game-einstein = EinStein würfelt nicht!
app-game-koenigszabel = Königszabel
app-game-quattro-diagonal = Quattro: partners opposite
app-game-quattro-longline = Quattro: partners side by side
app-game-trio = Trio: one against two
app-short-einstein = EinStein
app-short-koenigszabel = Königszabel
app-short-quattro-diagonal = Quattro opposite
app-short-quattro-longline = Quattro side by side
app-short-trio = Trio
## Home: each game in a line under its name.
app-about-einstein = Two players on 5×5: roll the die, move a stone, reach the far corner.
app-about-koenigszabel = Hnefatafl on 13×13: the king flees to a castle, the attackers hunt him.
app-about-many-players = Three or four players on 6×6: in two teams, or one against two.
app-rules-einstein = EinStein
app-rules-koenigszabel = Königszabel
app-rules-quattro-diagonal = Quattro
app-rules-quattro-longline = Quattro
app-rules-trio = Trio
app-rules-of = { $game } rules
app-hint-quattro-diagonal = Four players, two teams: partners sit in opposite corners.
app-hint-quattro-longline = Four players, two teams: partners sit side by side.
app-hint-trio = Three players: the top left corner plays alone against the other two.

## Choosing an opponent and starting a game

app-opponents = Choose your opponent
app-against-computer = Against the computer
app-suggested = Fair match
app-expected-score = you score { $percent }
# Beside the board at a game's start, with the person's seat: their expected score against the computer's level (by name), a draw counting half.
app-chance-against = Your chance against { $level }: { $percent }
app-friend = A friend on this phone
app-koenigszabel-friend = Königszabel: two players on this phone
app-watch = Watch two computers
app-new-game-of = New game of { $game }
app-opponent = Opponent
app-not-rated-yet = not rated yet
app-not-rated = not rated
app-unrated-level = No rating yet: games against this level are not rated
app-your-side = Your side
app-shieldwall = Shieldwall
app-shieldwall-hint = Whole rows of men at the edge can be captured at once.
app-setup = Arrange your stones
app-setup-hint = Tap a stone, then the square to swap it with.
app-random = Random
app-who-starts = Who starts
app-you = You
app-computer = Computer
app-start = Start
app-board = Board
# A level as a choice: "2. Beginner · Elo 1100", or "· not rated yet".
app-level-line = { $level }. { $name } · { $rating ->
    [none] { $unrated }
   *[other] Elo { $rating }
}
app-computer-choice = Computer: { $level }
# Who sat at a seat: a person, or a computer level by its name (level-…).
app-player = { $kind ->
    [computer] { $name } (computer, level { $level })
    [you] You
   *[person] Person
}
app-many-players = EinStein for 3 or 4 players
app-new-many-players = EinStein for 3 or 4
app-game = Game
app-seats = Who plays at each seat
app-team = Team { $team }
app-dropped-out = out
app-unrated-teams = Games of three and four are not rated.

## Playing

app-roll = Roll
app-undo = Undo
app-hint = Hint
app-hint-working = Working out a hint…
app-resign = Resign
app-thinking = The computer is thinking…
app-no-roll = One stone left: no roll
app-choose-stone = Choose a stone
app-choose-piece = Choose a piece to move
app-choose-target = Choose where to move
app-roll-prompt = Roll the die
app-to-move = { $seat-label } to move
app-hand-over = Hand the phone to { $seat }
app-hand-over-go = I am { $seat } – go
app-hand-over-hint = The next move is another person's. Pass the phone on, then tap.
app-ready = Ready: show the board
# The seats of a group's line, joined: "top left and bottom right".
app-list-and = { $first } and { $second }

## The end of a game in one sentence. $outcome is win (one seat), together
## (partners) or draw; $winner and $loser name the winning and the losing
## seats (joined by "and" when they are several), with the forms -start
## and -many as above; $reason is the core's end reason in kebab case.

app-result = { $outcome ->
    [draw] Draw
    [together] { $winner-start } won together
   *[win] { $winner-start } won
}: { app-end-reason }
## The end of a game one person played against the computer, said to that
## person: $outcome is won, lost or draw; $you-resigned (yes/no) whether the
## person resigned; $loser, $loser-many and $reason as above.
app-result-yours = { $outcome ->
    [draw] Draw
    [won] You won
   *[lost] You lost
}: { $you-resigned ->
    [yes] you resigned
   *[no] { app-end-reason }
}
## Why a game ended (inside app-result and app-result-yours).
app-end-reason = { $reason ->
    [reached-corner] { reason-reached-corner }
    [captured-all] { reason-captured-all }
    [king-escaped] { reason-king-escaped }
    [king-captured] { reason-king-captured }
    [no-legal-move] { reason-no-legal-move }
    [repetition] { reason-repetition }
    [no-capture] { reason-no-capture }
   *[resigned] { $loser } resigned
}
## A seat and its points at the end: $score is win, draw or loss.
app-seat-score = { $seat-label } { $score ->
    [win] 1
    [draw] ½
   *[loss] 0
}
## Two seats' points, or a list of them and one more: the dot glued to what comes before.
app-scores = { $first } · { $second }
app-score = { $score ->
    [win] won
    [draw] draw
   *[loss] lost
}
app-rating-change = Rating { $change }
# The one reason a game against the computer does not count ($reason: GameView.notRated, kebab-case).
app-not-rated-reason = { $reason ->
    [undo] Not rated: a move was taken back
    [hint] Not rated: a hint was shown
   *[unrated-opponent] Not rated: this level has no rating yet
}

## Review

app-review = Review
app-reviewing = Reviewing every move…
app-chance-graph = Chance of { $seat }, move by move
app-chance-graph-at = after move { $ply }: { $percent }
app-next-mistake = Next mistake
# The die's face for screen readers, and the move list's steps.
app-die-value = Die: { $value }
app-moves = Moves
app-first-move = To the start
app-last-move = To the end
app-move-back = One move back
app-move-on = One move on
# A game under way shown at an earlier move: the board takes no moves until the player returns.
app-back-to-game = Back to the game
# In the prompt's place while an earlier position is shown: a tap on the board brings the present back, it plays nothing.
app-looking-back = Tap the board to play on

## History, replay and rating

app-recent-games = Recent games
app-no-games = No finished games yet.
app-history-all = All games
app-history-rated-only = Rated only
app-history-none-match = No finished games match these filters.
app-history-pick = Tap a game to replay it here.
# A finished game as the one person who played the computer reads it, beside its result; never colour alone.
app-your-score = { $score ->
    [win] Won
    [draw] Draw
   *[loss] Lost
}
app-replay = Replay
# A replay's title: a game of the history by its number there; one opened from a record ($number none) has none.
app-replay-title = { $number ->
    [none] Replay · { $game }
   *[other] Replay #{ $number } · { $game }
}
# A replay's title from its history entry: the game, who the person played ($opponent none between people), the day.
app-replay-title-of = { $opponent ->
    [none] { $game } · { $date }
   *[other] { $game } vs. { $opponent } · { $date }
}
app-ply = Move { $ply } of { $plies }
app-levels = The computer's levels
app-no-rated-games = Play the computer to get a rating.
app-your-rating = Your Elo: { $rating } · { $provisional ->
    [yes] { provisional }
   *[no] { rated-games }
}
# The best rating reached after a rated game, beside the current one.
app-best-rating = Best: { $rating }
# The person's results against one computer level. No-break spaces keep a count with its word, and a dot after it.
app-level-record = { $won } won · { $drawn } drawn · { $lost } lost
app-chart-games = rated games →
app-provisional-games = provisional
app-chart-summary = Elo from { $from } to { $to } over { rated-games }

## A game's record, shared and opened

app-copy-record = Copy record
app-share-record = Share record
app-record-copied = Record copied
# The top bar's menu of a finished game's record, as screen readers name its icon.
app-record-menu = Copy or share the game
app-copy-record-for = Copy for { $notation }
app-share-record-for = Share for { $notation }
# The history's actions: a record from a file, or from the clipboard.
app-open-game = Open a game
app-paste-game = Paste a game
app-clipboard-empty = The clipboard holds no text.
app-clipboard-failed = The clipboard could not be used.

## Settings and backups

app-show-die = Show the die
app-highlight-moves = Highlight possible moves
app-coordinates = Show coordinates
app-sound = Sound and vibration
app-theme = Theme
app-theme-system = As the system
app-theme-light = Light
app-theme-dark = Dark
app-pace = The computer's moves
app-pace-instant = At once
app-pace-quick = Quick
app-pace-steady = Easy to follow
app-pace-slow = Slow
app-default-level = Default level
app-language = Language
app-export-backup = Export backup
app-import-backup = Import backup
app-share-backup = Share backup
# The settings' groups, and the About screen.
app-settings-play = Play
app-settings-board = Board and look
app-settings-data = Your data
app-about = About Zabel
app-about-version = Version { $version }
app-about-offline = Zabel works offline: it never uses the network.
app-about-licences = What Zabel ships, and its licences
app-about-sources = Where the rules come from
app-about-source-einstein = EinStein würfelt nicht! by Ingo Althöfer (3-Hirn-Verlag), its rules and the edition for three and four players (2005).
app-about-source-hanfried = The manual of Hanfried, the PC version of EinStein würfelt nicht! from a c't magazine CD, with its worked example.
app-about-source-tafl = Hnefatafl as Königszabel: rules compiled from archaeological finds and the written sources, 13×13 with throne and castles.
app-backup-file-failed = The chosen file could not be opened.
app-exported = Saved to { $file }
app-imported = { $count ->
    [one] { $count } game added
   *[other] { $count } games added
}, { $skipped } already there{ $attempts ->
    [0] {""}
    [one] , and one puzzle attempt
    [other] , and { $attempts } puzzle attempts
   *[none] {""}
}

## Screen readers

app-can-go-to = Can move to { $squares }
app-played = Played { $moves }
app-captured = Captured { $squares }
app-took-back = Move taken back
app-selection-cleared = Selection cleared
# A move by a player not known: "Move e1-e4".
app-someone = Move
app-rolled = Rolled { $roll }
app-moved = { $who } moved { $from }-{ $to }{ $capturing ->
    [yes] { " " }and captured { $squares }
   *[no] { "" }
}
# A picked piece: $reach is none, named (the targets in $targets) or counted ($count of them).
app-selected = Selected { $square }, { $reach ->
    [none] cannot move
    [named] can move to { $targets }
   *[counted] { $count } targets
}
app-move-to = Move to { $square }
app-move-here = Move { $square } here
app-pieces-rotor = Pieces that can move
app-targets-rotor = Targets

## The review and the rating chart, further

app-was-it-luck = Was it luck?
# Under a review's summary: opens what its words and numbers mean.
app-what-does-this-mean = What does this mean?
app-elo = Elo
# A level's rating on its card. A no-break space keeps "Elo" with its number, as in every line here that shows one.
app-elo-of = Elo { $rating }
# Each language by its own name, the same in every catalog.
app-language-en = English
app-language-de = Deutsch
app-chart-axis-games = Rated games
app-provisional-period = provisional (first { $count } games)
app-your-turn = to move

## Learn: the lessons (core/src/learn); each lesson's own words are the
## core's (learn-<id>-…).

app-learn = Learn
app-learn-title = Learn to play
app-learn-progress = { $done } of { $total } done
app-learn-start = Start
app-learn-continue = Continue
app-learn-again = Again from the start
app-learn-hint = Hint
app-learn-hint-text = Try { $move }.
app-learn-restart = Start again
app-learn-next = Next lesson
app-learn-step = Task { $step } of { $steps }
app-learn-lesson-done = Lesson done
app-learn-course-done = Every lesson done. Ready for a game?
app-learn-answered = Answered with { $moves }.
app-learn-offer-title = New to { $game }?
app-learn-offer-text = A few short lessons show its rules on the board, one small task at a time.
app-learn-offer-yes = Show me
app-learn-offer-no = No, thanks
app-puzzles = Puzzles
app-puzzle-none = They are being made from the computers' games; meanwhile, try the puzzles of another game.
app-puzzle-theme = Theme
app-puzzle-any-theme = Every theme
app-puzzle-hint = Show the move
app-puzzle-hint-cost = Showing the move counts as not solved.
app-puzzle-again = Try again
app-puzzle-next = Next puzzle
app-puzzle-history = Your puzzle rating
app-puzzle-history-summary = Puzzle rating from { $from } to { $to } over { $count ->
    [one] one puzzle
   *[other] { $count } puzzles
}
