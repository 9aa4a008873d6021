# Texts the core produces, in English. Every message here has its German
# twin in de.ftl (a test fails otherwise).

## Games

game-einstein = EinStein würfelt nicht!
game-koenigszabel = Königszabel
game-quattro-diagonal = Quattro (partners diagonal)
game-quattro-longline = Quattro (partners side by side)
game-trio = Trio

## Levels, by game and number

level-einstein-1 = Dice roller
level-einstein-2 = Beginner
level-einstein-3 = Casual player
level-einstein-4 = Club player
level-einstein-5 = Advanced
level-einstein-6 = Expert
level-einstein-7 = Master
level-einstein-8 = Einstein
level-koenigszabel-1 = Thrall
level-koenigszabel-2 = Watchman
level-koenigszabel-3 = Shieldbearer
level-koenigszabel-4 = Warrior
level-koenigszabel-5 = Housecarl
level-koenigszabel-6 = Hersir
level-koenigszabel-7 = Jarl
level-koenigszabel-8 = Sea King
level-quattro-1 = Dice roller
level-quattro-2 = Beginner
level-quattro-3 = Casual player
level-quattro-4 = Club player
level-quattro-5 = Expert

## What each level is like, in one line, where a level is chosen

level-einstein-1-about = Moves at random.
level-einstein-2-about = Looks one move ahead and often picks a pleasant move over the best; may even overlook a win.
level-einstein-3-about = Looks one move ahead and chooses loosely, but never misses a win in one or leaves you one it can avoid.
level-einstein-4-about = Looks one move ahead and plays the best move it sees more often than not.
level-einstein-5-about = Looks one move ahead and nearly always plays the move it thinks best.
level-einstein-6-about = Always plays the best move it sees one move ahead.
level-einstein-7-about = Weighs your next roll and reply before it moves, and starts from a strong arrangement.
level-einstein-8-about = Thinks several rolls ahead with a trained judgement and plays endgames exactly.
level-koenigszabel-1-about = Moves at random.
level-koenigszabel-2-about = Looks one move ahead but chooses almost freely; misses even an open escape.
level-koenigszabel-3-about = Looks one move ahead and often picks a pleasant move over the best; now and then misses an escape.
level-koenigszabel-4-about = Looks one move ahead and now and then picks a pleasant move over the best, but never misses or allows a win in one and stops the king's double threats.
level-koenigszabel-5-about = Looks two moves ahead and nearly always plays the best move it sees; never misses or allows a win in one and stops the king's double threats.
level-koenigszabel-6-about = Searches a few moves deep, quickly, and sees the king's double threats coming.
level-koenigszabel-7-about = Searches several moves deep and sees the king's double threats coming.
level-koenigszabel-8-about = Searches as deep as about a second allows, with a trained judgement.
level-quattro-1-about = Moves at random.
level-quattro-2-about = Looks one move ahead for its side and often picks a pleasant move over the best.
level-quattro-3-about = Looks one move ahead for its side and never leaves the next opponent a win it can prevent.
level-quattro-4-about = Thinks a few rolls ahead for its side.
level-quattro-5-about = Thinks several rolls ahead for its side and weighs every stone's threats.

## Seats

seat-einstein-0 = Red
seat-einstein-1 = Blue
seat-koenigszabel-0 = the attackers
seat-koenigszabel-1 = the defenders
corner-t = top left
corner-u = top right
corner-v = bottom right
corner-w = bottom left
# The same seats as labels on their own: "Attackers: Person", a picker's choice.
label-einstein-0 = Red
label-einstein-1 = Blue
label-koenigszabel-0 = Attackers
label-koenigszabel-1 = Defenders
label-corner-t = Top left
label-corner-u = Top right
label-corner-v = Bottom right
label-corner-w = Bottom left

## Results and their reasons

result-win = { $winner } won
result-team-win = { $winners } won together
result-draw = Draw
reason-reached-corner = a stone reached the opposite corner
reason-captured-all = a player has no stones left
reason-king-escaped = the king escaped to a castle
reason-king-captured = the king was captured
reason-no-legal-move = the side to move could not move
reason-repetition = the same position for the third time
reason-no-capture = 200 plies without a capture
reason-resigned = the other side resigned

## Counts

rated-games = { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
games-played = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
provisional = provisional: { $count } of 20 rated games

## Review

percent = { $percent }%
# $percent: a share as `percent` says it ("9%", "< 1%").
review-decisions = lost { $percent } to decisions
review-dice-gave = the dice gave { $percent }
review-dice-cost = the dice cost { $percent }
# What the analyst found a move does against the best; $men for worse-by-men.
finding = { $finding ->
    [best] the best move
    [wins] wins by force
    [as-good] as good as the best
    [worse] a little worse
    [worse-by-men] { $men ->
        [one] about a man worse
       *[other] about { $men } men worse
    }
    [misses-win] misses a forced win
    [lets-king-out] lets the king out
    [allows-king-capture] allows the king's capture
   *[loses] loses by force, as every move does
}
# A hint: the move, what it does, and its chance where it differs from the best's ($chance: none, or a percent).
hint-line = { $move }: { $finding }{ $chance ->
    [none] {""}
   *[other] {" "}({ $chance })
}
# A reviewed move in one sentence. $finding: what the search found, or none; $change: moved or none;
# $before and $after: the mover's chance with the best move and after the move played; $better: the
# better move, or none; $luck: raised, lowered or none, by $luck-percent; $roll: the die.
review-row = { $number }. { $move }: { $verdict ->
    [forced] the only move
    [best] the best move
    [good] good
    [inaccuracy] an inaccuracy
    [mistake] a mistake
   *[blunder] a blunder
}{ $finding ->
    [none] {""}
   *[other] , { $verdict ->
        [good] though { $finding }
       *[other] { $finding }
    }
}{ $change ->
    [moved] ; the chance to win fell from { $before } to { $after }
   *[none] {""}
}.{ $better ->
    [none] {""}
   *[other] {" "}Better: { $better }.
}{ $luck ->
    [raised] {" "}The roll of { $roll } raised the chance by { $luck-percent }.
    [lowered] {" "}The roll of { $roll } lowered the chance by { $luck-percent }.
   *[none] {""}
}
# One side's game in one sentence. $who: you (the person against the computer) or seat; $dice: gave, cost, even or none (no dice).
review-summary = { $who ->
    [you] You
   *[seat] { $seat }
} made { $mistakes ->
    [0] no mistakes
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
} and { $blunders ->
    [0] no blunders
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}; the moves gave away { $decisions } of the chance to win{ $dice ->
    [gave] , and the dice added { $luck }
    [cost] , and the dice took { $luck }
    [even] , and the dice hardly mattered
   *[none] {""}
}.
# "What does this mean?" under a review.
review-explained = After every move the computer's analysis estimates the mover's chance to win and compares the move with the best one it found. A move that gave away less than 5 points of that chance is good, 5 to 10 points an inaccuracy, 10 to 20 a mistake, more a blunder; a move after which the analysis finds a forced loss is always a blunder. "The moves gave away 18%" adds up what one side's moves cost over the game. The analysis is strong but not perfect: read it as a guide, not a judge.
review-explained-dice = The dice: a roll is lucky when it leaves a better chance than the average roll would have. "The dice added 3%" adds up what the rolls gave and took over the game.

## Errors

error-data-directory = Zabel cannot use its data folder.
error-locked = Zabel is already open in another window.
error-database = Zabel's data could not be read or written.
error-corrupt = Zabel's data is damaged and cannot be read.
error-too-new = This data was written by a newer Zabel; please update.
error-backup = The backup cannot be read.
error-bad-game = This game record is not valid.
error-unfinished-record = This record ends before the game does: only finished games can be replayed.
error-no-such-level = There is no such level.
error-game-over = The game is over.
error-computers-turn = It is the computer's turn.
error-not-computers-turn = It is not the computer's turn.
error-already-rolled = The die has already been rolled.
error-no-roll-needed = With one stone left there is nothing to roll.
error-roll-first = Roll the die first.
error-nothing-to-undo = There is no move of yours to take back.
error-no-human-to-resign = Only a person can resign.
error-already-thinking = The computer is already thinking.
error-bad-saved-game = The saved game cannot be continued.
error-illegal-move = That move is not allowed here.
error-bad-square = There is no such square on this board.
error-bad-setup = This setup is not valid.
error-bad-settings = These settings are not valid.
error-not-rated = Games for three and four players are not rated.
error-bad-config = This game cannot be set up like that.
error-no-dice = This game has no dice.
error-no-hints = No hints for this game yet.
error-hint-cancelled = The hint was cancelled.
tap-not-movable = That piece may not move now.
tap-not-a-target = It cannot go there.
error-internal = Something went wrong inside Zabel; the game is kept.

## Ratings

# A rating change as shown: the ratings in whole points and their difference.
rating-change = { $before } → { $after } ({ $delta })

## Recovery of the history at opening

recovery-damaged = Your game history was damaged; the damaged files were moved to { $path }.
recovery-missing = Your game history was missing; it was restored from its backups.
recovery-missing-nothing = Your game history was missing.
recovery-restored = { $count ->
    [one] { $count } game was restored from the backups.
   *[other] { $count } games were restored from the backups.
}
recovery-source = { $count ->
    [one] { $count } game from { $path }
   *[other] { $count } games from { $path }
}
recovery-restored-attempts = { $count ->
    [one] { $count } puzzle attempt was restored from the backups.
   *[other] { $count } puzzle attempts were restored from the backups.
}
recovery-source-attempts = { $count ->
    [one] { $count } puzzle attempt from { $path }
   *[other] { $count } puzzle attempts from { $path }
}
recovery-lost = { $count ->
    [one] { $count } game the backups name could not be read; it is lost.
   *[other] { $count } games the backups name could not be read; they are lost.
}
recovery-lost-attempts = { $count ->
    [one] { $count } puzzle attempt the backups number could not be read; it is lost.
   *[other] { $count } puzzle attempts the backups number could not be read; they are lost.
}
recovery-unreadable-end = { $after ->
    [0] { $path } could not be read; games it held may be missing.
   *[other] The end of { $path } could not be read; games recorded after game { $after } may be missing.
}
recovery-kept-aside = The damaged backup files were moved, as they were, to { $path }.
recovery-nothing = There was no readable backup to restore from; your history starts afresh.
recovery-details = The details are in { $path }.

## The terminal game (zabel play)

cli-interrupted = You have an interrupted game of { $game } ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
} so far).
cli-interrupted-counts = It is rated: abandoning it counts as resigning it, a loss for your rating.
cli-interrupted-ask = Type c to continue it, n to { $counts ->
    [yes] resign it
   *[no] abandon it
} and start { $game }, or press Enter to stop
cli-interrupted-kept = Nothing was changed; `{ $command }` continues your interrupted game.
cli-continuing = Continuing your interrupted game of { $game } ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
} so far; --new starts another).
cli-interrupted-resigned = Your interrupted game of { $game } was resigned and kept in your history.

cli-resign-rated = This game is rated: resigning counts as a loss for your rating. Resign? (y/n)
cli-help = { $game ->
    [koenigszabel] Pick a piece by its square (e1) and then its target (e4), or type the move (e1-e4). ? lists the pieces that can move, ? e1 where e1 can go. q resigns; closing the input (Ctrl-D) keeps the game for later.
   *[other] Enter rolls the die. Choose a stone by its number (4 or R4) or its square (b3). ? lists what can move. q resigns; closing the input (Ctrl-D) keeps the game for later.
}
cli-not-text = That was not readable text (not UTF-8); please type it again.
cli-no-data = There is no Zabel data in { $path }; is the --data-dir right?
cli-read-backups = A game is open in another window; these are the games its backups hold.
cli-replay-step = Enter: the next move, q: stop
cli-expected-replay-step = Press Enter for the next move, or type q to stop.
cli-bad-saved-game = Your interrupted game cannot be continued by this version of Zabel; it is kept, and `zabel play --new` starts another.
cli-not-rated = Games of { $game } are not rated: only games of two, a person against the computer, are.
cli-store-details = The details are in { $path }.

## The terminal's own sentences (zabel play, history, rating, replay,
## analyse, levels). A seat comes as its code ($code: red, blue, attackers,
## defenders, top-left, top-right, bottom-right, bottom-left) and a
## message that names one gets it in three forms: alone ($seat), inside a
## sentence ($seat-the), starting one ($seat-start); $seat-many says
## whether it is many men, for the verb. $who is you, computer or person;
## $form is you, one or many: the verb's person and number.

cli-seat = { $code ->
    [red] red
    [blue] blue
    [attackers] attackers
    [defenders] defenders
    [top-left] top-left
    [top-right] top-right
    [bottom-right] bottom-right
   *[bottom-left] bottom-left
}
cli-seat-the = { $code ->
    [red] red
    [blue] blue
    [attackers] the attackers
    [defenders] the defenders
    [top-left] top-left
    [top-right] top-right
    [bottom-right] bottom-right
   *[bottom-left] bottom-left
}
cli-seat-start = { $code ->
    [red] Red
    [blue] Blue
    [attackers] The attackers
    [defenders] The defenders
    [top-left] Top-left
    [top-right] Top-right
    [bottom-right] Bottom-right
   *[bottom-left] Bottom-left
}
# A player as a sentence's subject: "You", "The computer", "Red", "The attackers".
cli-player = { $who ->
    [you] You
    [computer] The computer
   *[person] { $seat-start }
}
# A player with the side played: "You (red)", "The computer (attackers)";
# around a table of three or four, "Top-left (computer)". $position is
# start or inside: where in the sentence it stands.
cli-player-side = { $group ->
    [yes] { $seat-start } ({ $who ->
        [you] you
        [computer] computer
       *[person] person
    })
   *[no] { $who ->
        [you] You ({ $seat })
        [computer] The computer ({ $seat })
       *[person] { $seat-start }
    }
}
cli-list-and = { $first } and { $second }
cli-list-or = { $first } or { $second }

# Options that do not fit the game.
cli-option-not-taken = { $option }: { $game } does not take it; { $why ->
    [first] only EinStein chooses who moves first this way
    [setup] only EinStein's stones are arranged this way
    [side] say who sits where with --seat, like t=human
    [opponent] say who sits where with --seat, like t=human,u=human
    [seat] choose your side with --side
   *[shieldwall] the shieldwall is a rule of Königszabel
}
cli-option-twice = --seat: { $corner } is given twice
cli-option-no-side = --side: { $game } has no such side
cli-option-levels = --level: { $game } has levels { $low }..{ $high }
cli-option-seat-form = --seat '{ $assignment }': expected a corner and a player, like t=human
cli-option-seat-corner = --seat '{ $assignment }': { $game } seats { $corners }
cli-option-seat-player = --seat '{ $assignment }': human or a level 1..{ $high }

# A new game's first line. $game ends its sentence ("Königszabel.").
cli-intro = { $game } You play { $seat } ({ $seat-code ->
    [red] { $turned ->
        [yes] bottom right
       *[no] top left
    }, heading for e5
    [blue] bottom right, heading for a1
    [attackers] you move first; capture the king
   *[defenders] bring the king to a corner castle
}); { $against }.
cli-against-people = two players at one keyboard
cli-against-computer = the computer plays level { $level } ({ $name }{ $rating ->
    [none] { "" }
   *[other] , rated { $rating }
})
cli-intro-group = { $game }: { $seating ->
    [diagonal] partners in opposite corners
    [longline] partners side by side
   *[trio] top-left alone against top-right and bottom-left
}. { $seats }. Not rated.
cli-intro-seat = { $letter } ({ $seat }) { $who ->
    [person] a person
   *[computer] computer level { $level }
}

# The game, turn by turn.
cli-resign-how = Type q at any prompt to resign.
cli-interrupted-vanished = The interrupted game could not be found any more.
cli-prompt-roll = { $who }: press Enter to roll the die
cli-rolled = { $who } rolled { $roll }.
cli-rolled-unknown = { $who } rolled.
cli-no-roll = One stone left: it moves without a roll.
cli-prompt-stone = { $who }: choose the stone to move: { $stones } (number or square)
cli-prompt-piece = { $who }: a piece to move ({ $count } can move), or a move like { $example }; ? lists them
cli-prompt-target = { $who }: move to { $targets }{ $others ->
    [yes] { " (or pick another piece)" }
   *[no] { "" }
}
cli-not-legal-move = { $move } is not a legal move here; ? lists the pieces that can move
cli-not-one-of = '{ $answer }' is not one of { $choices }.
cli-bad-square = '{ $square }' is not a square of this board
cli-bad-move-part = { $move }: '{ $part }' is not a square of this board; nothing was picked.
cli-expected-yes-no = Type y for yes or n for no.
cli-expected-interrupted = Type c or n, or press Enter.
cli-expected-roll = Press Enter, with nothing typed, to roll the die; q resigns.
cli-analyse-legend = win%: the chance to win of the side that moved, after the move played and after the best move{ $dice ->
    [yes] ; luck: what the roll gave that side (+) or took from it (-)
   *[no] { "" }
}.
cli-can-move-to = { $piece } can move to { $targets }.
cli-other-pieces = Other pieces that can move: { $pieces }.
cli-pieces = Pieces that can move: { $pieces }.
cli-cannot-move-now = { $square } cannot move now.
tafl-not-your-piece = { $square } is not your piece: { $piece ->
    [king] the king
    [attacker] an attacker
   *[defender] a defender
} stands there, and the { $turn ->
    [attackers] attackers
   *[defenders] defenders
} are to move.
tafl-hemmed-in = { $square } cannot move: every square next to it along its rank and file is taken.
# Why a typed Königszabel move is not legal.
tafl-refused = { $move }: { $error ->
    [no-piece] there is no piece on { $from }
    [not-your-piece] { $piece ->
        [king] the king
        [attacker] an attacker
       *[defender] a defender
    } stands on { $from }, but the { $turn ->
        [attackers] attackers
       *[defenders] defenders
    } are to move
    [not-straight] pieces move along a rank or a file
    [blocked] { $blocker } is in the way
    [throne] only the king may enter or cross the throne
   *[castle] only the king may enter a castle
}
# A move with the die: $roll is none when one stone was left.
cli-played-die = { $who } { $roll ->
    [none] has one stone left (no roll)
   *[other] rolled { $roll }
} and played { $stone } { $move }{ $capture ->
    [yes] , capturing
   *[no] { "" }
}.
cli-played-tafl = { $number }. { $who } played { $move }{ $captured ->
    [none] { "" }
   *[other] , capturing { $captured }
}{ $end ->
    [captured] : the king is captured
    [escaped] : the king escapes
   *[none] { "" }
}.
cli-input-ended = Input ended; the game is saved and `{ $command }` continues it.

# The end.
cli-won = { $who } { $form ->
    [one] wins
   *[other] win
}: { $reason ->
    [reached-corner] { $winner } reached the opposite corner
    [captured-all] { $loser } has no stones left
    [king-escaped] the king escaped to a castle
    [king-captured] the king is captured
    [no-legal-move] { $loser-the } cannot move
    [resigned] { $loser } resigned
    [you-resigned] you resigned
   *[decided] the game is decided
}.
cli-won-together = { $winners } { $count ->
    [one] wins
   *[other] win
}: { $reason ->
    [reached-corner] a stone reached its opposite corner
    [captured-all] a player of the other side has no stones left
    [resigned] the other side resigned
   *[decided] the game is decided
}.
cli-draw = Draw: { $reason ->
    [repetition] the same position for the third time
    [no-capture] 200 plies without a capture
   *[agreed] agreed
}.
cli-your-rating = Your rating: { $change }{ $provisional ->
    [yes] , provisional ({ $games } of 20 games)
   *[no] { "" }
}.
cli-game-not-rated = This game was not rated.
cli-setup-ask = Arrange your stones on { $squares }: type six different digits 1..6 in that order,
cli-setup-example = e.g. 613254 puts stone 6 on { $first }, 1 on { $second }, …; or r for a random setup.
cli-setup-prompt = Your setup
cli-setup-bad = '{ $digits }' is not six different digits 1..6.
cli-record-written = The game record is in { $path }.
cli-record-not-written = Could not write { $path }: { $error }. Here is the record:

# zabel rating, history, replay
cli-rating = { $game } rating: { $rating } ({ $provisional ->
    [yes] provisional: { $games } of 20 rated games
   *[no] { $games } rated games
})
cli-chart-games = games, oldest first
cli-best-rating = Your best rating: { $rating }.
cli-level-record = Against level { $level } ({ $name }): { $won } won, { $drawn } drawn, { $lost } lost.
cli-fair-opponent = A fair opponent: level { $level } ({ $name }, rated { $rating }), your expected score { $percent }.
cli-fair-opponent-as = As { $seat-the }, a fair opponent: level { $level } ({ $name }, rated { $rating }), your expected score { $percent }.
cli-no-fair-opponent = No level is a fair match for your rating: you would score under 30% or over 70% against each.
cli-no-fair-opponent-as = As { $seat-the }, no level is a fair match for your rating: you would score under 30% or over 70% against each.
cli-against = { $kind ->
    [level] against level { $level }
    [friend] against a friend
    [levels] against levels { $level } v { $other }
   *[players] against { $count } players
}
cli-history-result = { $outcome ->
    [won] you won
    [lost] you lost
    [draw] draw
   *[side] { $winners } won
}{ $how ->
    [resigned] { " by resignation" }
    [repetition] { " by repetition" }
    [no-capture] , 200 plies without a capture
   *[none] { "" }
}
cli-unrated = unrated
cli-no-games = No finished games yet: `zabel play` starts one.
cli-no-such-games = No finished games of that kind.
cli-no-such-game = there is no game { $id } (zabel history lists them)
cli-replay-head = Game { $id }: { $game } { $against }, { $result }.

# zabel levels: the table's heads, then a line below it.
cli-levels-level = level
cli-levels-rating = rating (95% interval)
cli-levels-name = name (Deutsch)
cli-levels-not-rated = not rated yet
cli-levels-attackers = The attackers' side is worth { $elo } Elo on average; against each level, what its line says, since it suits some levels' play more than others'. A score counts a win as 1 and a draw as ½.
cli-levels-sides = Someone as strong as this level scores { $attackers } as the attackers, { $defenders } as the defenders (the attackers' side is worth { $elo } Elo against it).
cli-levels-first-move = Moving first is worth { $elo } Elo.
cli-levels-group = Games of three and four are not rated.

# zabel analyse
cli-analysing = analysing ply { $done }/{ $total }
cli-analyse-column = { $column ->
    [ply] ply
    [roll] roll
    [played] played
    [win] win%
    [best] best
    [verdict] verdict
   *[luck] luck
}
cli-verdict = { $verdict ->
    [forced] forced
    [best] best
    [good] good
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
cli-moves-only = { $game }: no engine judges games of three and four yet; the moves:
cli-record-won = { $winners } won.
cli-record-unfinished = The record ends before the game does.
cli-record-not-utf8 = not UTF-8 text: { $error }
cli-record-no-group-game = the game line names no game of three or four: { $named ->
    [yes] { $game }
   *[no] none
}
cli-record-format = 'Format: { $format }' is not a record format zabel reads ({ $known })
cli-no-review = { $game } has no analysis engine yet.

## Rules in short, one page per game

rules-einstein =
    Each player has six stones numbered 1 to 6 in a corner of the 5×5 board. Roll the die and move the stone with that number one square towards the opposite corner: along its row, along its column, or diagonally. If that stone is gone, move the next higher or the next lower one. A stone landing on another stone captures it, even your own. You win when a stone reaches the opposite corner or your opponent's last stone is captured.
    Example: you roll a 2, but your stone 2 was captured; you may move the next lower, stone 1, or the next higher, stone 4.
rules-koenigszabel =
    The king and his twelve defenders start in the middle of the 13×13 board, the twenty-four attackers on the edges. Every piece moves like a rook, any distance along a rank or file; only the king may stand on the throne in the middle or on the four corner castles. A man is captured when an enemy moves so that he stands between two enemies (or an enemy and a castle) in a line. The defenders win when the king reaches a castle; the attackers win by surrounding the king on all four sides (three at the edge or beside the throne). The attackers move first.
    Example: an attacker on e5 moves to e4 while another stands on e2 — the defender on e3 is captured.
rules-quattro =
    Four players on a 6×6 board, in two teams: partners sit in opposite corners (diagonal) or side by side. Each moves six numbered stones towards the opposite corner, as in EinStein, in turn clockwise. Any stone can be captured, a partner's too. A team wins when one of its players reaches his opposite corner, or when a player of the other team has lost all his stones.
    Example: top left rolls a 2 and moves stone 2 from b3 to c4, capturing bottom right's stone 4 — his own partner's where partners sit in opposite corners: any stone can be captured.
rules-trio =
    Three players on a 6×6 board: top left plays alone against top right and bottom left. The single player wins by reaching the bottom-right corner; the team wins only by capturing all of his stones. A team stone that reaches its goal corner leaves the board.
    Example: top left's stone 3 moves from e5 to f6, the bottom-right corner, and top left wins alone.

## The rules in pictures: one sentence under each diagram; the squares
## and numbers come from the move the rules played

diagram-dice-roll = A { $roll } is rolled, so stone { $roll } moves: one square along its row, along its column or diagonally, towards the opposite corner.
diagram-dice-next-stone = A { $roll } is rolled, but stone { $roll } is gone: the next lower, stone { $lower }, or the next higher, stone { $higher }, may move.
diagram-dice-capture = Stone { $stone } moves from { $from } to { $to } and captures the stone standing there: any stone can be captured, even one's own.
diagram-dice-corner = Stone { $stone } moves from { $from } to { $to }, the opposite corner, and { $seat } { $seat-many ->
    [yes] win
   *[no] wins
}.
diagram-koenigszabel-capture = An attacker moves from { $from } to { $to }: the defender on { $captured } stands between two attackers in a line and is captured.
diagram-koenigszabel-castle-capture = An attacker moves from { $from } to { $to }: the defender on { $captured } stands between the attacker and a castle, which is hostile to him, and is captured.
diagram-koenigszabel-king-captured = An attacker moves from { $from } to { $to }: the king is surrounded on all four sides and captured, and the attackers win.
diagram-koenigszabel-king-escapes = The king moves from { $from } to the castle on { $to }, and the defenders win.

## Squares, for screen readers: the square and what stands on it, then
## what it is and how it is marked, joined by commas

square-empty = { $square }, empty
square-einstein-stone = { $square }, { $seat ->
    [0] red
   *[1] blue
} stone { $number }
square-quattro-stone = { $square }, { $corner ->
    [t] top-left
    [u] top-right
    [v] bottom-right
   *[w] bottom-left
} stone { $number }
square-tafl-man = { $square }, { $seat ->
    [0] attacker
   *[1] defender
}
square-tafl-king = { $square }, king
square-empty-throne = { $square }, the empty throne
square-empty-castle = { $square }, an empty castle
terrain-throne = on the throne
terrain-castle = in a castle
home-einstein = { $seat ->
    [0] red's
   *[1] blue's
} corner
home-quattro = { $corner ->
    [t] top-left
    [u] top-right
    [v] bottom-right
   *[w] bottom-left
} home corner
goal-quattro = goal of { $corner ->
    [t] top-left
    [u] top-right
    [v] bottom-right
   *[w] bottom-left
}
mark-choosable = can move
mark-moving = selected
mark-target = can move here
mark-last-from = last move from here
mark-last-to = last move to here
mark-capturable = would be captured

## A step that loses a rated game asks first (the apps).
confirm-abandon-rated = Your unfinished game of { $game } is rated. Starting a new game counts as resigning it: a loss for your rating.
confirm-resign-rated = This game is rated: resigning counts as a loss for your rating.
confirm-resign = Resign
confirm-keep-playing = Keep playing

## Hint and undo make a rated game unrated: the apps ask first.
confirm-hint-unrated = A hint makes this game unrated: it will not count for your rating.
confirm-undo-unrated = Taking a move back makes this game unrated: it will not count for your rating.
confirm-hint = Show hint
confirm-undo = Take back

## The die before its roll (the apps): said for the blank face, which a tap rolls on the player's turn.
die-not-rolled = Not rolled yet
die-tap-to-roll = Not rolled yet: tap to roll

## `zabel --help` and each command's help: headings, what each command does, what each option means.
cli-help-usage = Usage:
cli-help-commands = Commands
cli-help-options = Options
cli-help-arguments = Arguments
cli-help-command-help = Show this help or the help of the given command
cli-help-arg-help = Show help
cli-help-arg-version = Show the version
cli-help-arg-lang = The language of what zabel says: en or de (default: the locale's, from LC_ALL, LC_MESSAGES or LANG; English for any other)
cli-help-arg-data_dir = Data directory (default: $XDG_DATA_HOME/zabel, else ~/.local/share/zabel)
cli-help-zabel = EinStein würfelt nicht! and Königszabel in the terminal
cli-help-play = Play EinStein würfelt nicht! (default) or Königszabel (`zabel play tafl`)
cli-help-play-game = The game: einstein (EinStein würfelt nicht!, 5×5, the default), tafl (Königszabel, 13×13 Hnefatafl), quattro (four on 6×6, partners in opposite corners), quattro-longline (four, partners side by side) or trio (three: top-left alone against a team of two)
cli-help-play-first = EinStein only: who moves first: red, blue or random (the default)
cli-help-play-setup = EinStein only: how your stones are arranged on your corner: random (the default, as in the historic program) or choose (you arrange your six stones yourself)
cli-help-play-side = EinStein and Königszabel: your side, red (heading for e5) or blue (heading for a1) in EinStein, your corner drawn at the bottom; attackers (move first) or defenders (the king) in Königszabel. The games of three and four take --seat
cli-help-play-level = The computer's level: 1..8 in EinStein and Königszabel (default 4), 1..5 in the games of three and four (default 3). `zabel levels`, `zabel levels tafl` and `zabel levels quattro` list them
cli-help-play-opponent = EinStein and Königszabel: play the computer (the default), or human: another person at this keyboard
cli-help-play-seat = Quattro and Trio only: who sits where, by corner letter: `t=human,u=3,v=human,w=1` (a level number is the computer; default: you at t, the computer at --level elsewhere)
cli-help-play-shieldwall = Königszabel only: the optional shieldwall rule
cli-help-play-seed = Seed for the dice and the computer, to replay the same game
cli-help-play-record = Also write the game record to this file at the end
cli-help-play-new = Start a new game even if one was interrupted
cli-help-play-color = Colours on the board: auto (the default: in a terminal, unless NO_COLOR is set), always or never
cli-help-ewn = EinStein tools
cli-help-ewn-legal = Read `<position> <die>` lines on stdin, print the legal moves of each
cli-help-tafl = Königszabel tools: perft, legal moves, single moves, a drawn board
cli-help-tafl-perft = Count the move paths of a length; the count alone on the first line
cli-help-tafl-perft-depth = Plies to look ahead
cli-help-tafl-perft-position = A K10 position (default: the start), quoted or as separate words
cli-help-tafl-legal = Read K10 positions on stdin, one a line; print each one's legal moves, sorted
cli-help-tafl-play = Read `<position> <move>` lines on stdin; print the position after, the captures and the result
cli-help-tafl-show = Draw a K10 position (default: the start) with coordinates, throne and castles
cli-help-tafl-show-position = A K10 position, quoted or as separate words
cli-help-engine = Speak an engine protocol on stdin/stdout
cli-help-engine-tcg = The plain TCG protocol of EinStein engines (name, version, time_setting, board_setting, ini, get, exit)
cli-help-engine-tcg-level = The level to play at, 1..8 (default: 8, the strongest)
cli-help-engine-tcg-seed = Seed for the engine's choices (setups, search; default 1)
cli-help-engine-otep = The OpenTafl Engine Protocol, for Königszabel (hello, rules, play, move, finish)
cli-help-engine-otep-level = The level to play at, 1..8 (default: 8, the strongest)
cli-help-engine-otep-seed = Seed for the engine's choices (default 1)
cli-help-levels = List the computer's levels with their measured ratings
cli-help-levels-game = The game whose levels to list: einstein (the default), tafl, quattro, quattro-longline or trio
cli-help-rating = Your Elo in a game now and a chart of its history
cli-help-rating-game = The game whose rating to show: einstein (the default), tafl, quattro, quattro-longline or trio
cli-help-history = Your finished games, newest first
cli-help-history-limit = How many games to list (default 50)
cli-help-history-game = Only this game's: einstein, tafl, quattro, quattro-longline or trio
cli-help-history-rated = Only games that counted for the rating
cli-help-replay = Step through a finished game from your history
cli-help-replay-id = The game's number, as `zabel history` lists it
cli-help-analyse = Review a recorded game move by move with the strongest analysis
cli-help-analyse-record = A game record, as `zabel play --record` writes it: EinStein (`Format: zabel-einstein 1`), Königszabel (`zabel-tafl 1`), or a game of three or four (`zabel-einstein-quattro 1`)

## Lessons (learn/): one small task per rule, checked on the board.
## learn-<id>-intro explains, -task-<n> asks, -miss answers a legal move
## that misses the task, -done closes.
learn-no-square = { $square } is not a square of this board.
learn-cannot-move = The piece on { $square } cannot move now.
learn-cannot-go = The piece on { $from } cannot go to { $to }.
learn-write-move = Write a move as two squares, like d4-d11.
dice-not-your-stone = The stone on { $square } is not yours.
dice-one-stone-moves = With one stone left there is no roll: that stone moves, not stone { $stone }.
dice-rolled-stone-moves = The die shows { $roll }: stone { $roll } must move, not stone { $stone }.
dice-neighbour-moves = The die shows { $roll }, but your stone { $roll } is gone: the nearest one above or below it moves ({ $stones }), not stone { $stone }.
dice-one-step = Stone { $stone } moves one square towards the opposite corner: to { $targets }.
learn-tafl-moves-title = Moving like a rook
learn-tafl-moves-intro = Königszabel is played on 13×13 squares. The king and his twelve defenders start in the middle, the twenty-four attackers at the edges. Every piece, the king too, moves like a rook in chess: as far as it likes along its rank or its file, over empty squares only.
learn-tafl-moves-task-1 = Move your attacker from d4 straight up to d11.
learn-tafl-moves-miss = That is a legal move, but the task was d4 to d11: all the way up the file in one move.
learn-tafl-moves-done = Right: one move can cross the whole board, as long as the way is free.
learn-tafl-blocked-title = What blocks a move
learn-tafl-blocked-intro = A piece never jumps. Any piece in the way, friend or enemy, stops it.
learn-tafl-blocked-task-1 = Move your attacker on b4 as far to the right as it can go.
learn-tafl-blocked-miss = It can go further: it stops only in front of the defender on i4.
learn-tafl-blocked-done = Right: h4 is as far as it goes, since the defender on i4 blocks the rank.
learn-tafl-throne-title = The throne
learn-tafl-throne-intro = The square in the middle, g7, is the throne. Only the king may stand on it or pass over it; every other piece has to go around.
learn-tafl-throne-task-1 = You play the defenders. Bring the king from c7 onto the throne.
learn-tafl-throne-miss = The task was the king onto the throne, g7.
learn-tafl-throne-done = Right: the king may return to his throne whenever the way is free.
learn-tafl-escape-title = The king escapes
learn-tafl-escape-intro = The four corners are castles. Only the king may enter one, and when he does, the defenders win at once.
learn-tafl-escape-task-1 = Bring the king to a castle.
learn-tafl-escape-miss = The king could reach a castle in this move: along the a-file, to a1 or a13.
learn-tafl-escape-done = The king has escaped: the defenders win. A man may never stand on a castle.
learn-tafl-capture-title = Capturing between two
learn-tafl-capture-intro = A man is captured when an enemy moves so that the man stands between two enemies in a line, along a rank or a file.
learn-tafl-capture-task-1 = Capture the defender on e5: close it in from the other side of your attacker on e4.
learn-tafl-capture-miss = The defender on e5 is still there: it needs one of your men on e6, opposite e4.
learn-tafl-capture-done = Captured: e5 stood between your men on e4 and e6.
learn-tafl-castle-hostile-title = Castles help capture
learn-tafl-castle-hostile-intro = A castle counts as an enemy to every man beside it, attacker or defender: a man between a castle and an enemy is captured. The empty throne does not capture men.
learn-tafl-castle-hostile-task-1 = Capture the defender on b1, next to the castle a1.
learn-tafl-castle-hostile-miss = The defender on b1 is still there: put a man on c1, opposite the castle.
learn-tafl-castle-hostile-done = Captured between your man and the castle.
learn-tafl-several-title = Several at once
learn-tafl-several-intro = One move can capture up to three men, one in each direction from the square it ends on.
learn-tafl-several-task-1 = Capture the three defenders around e5 with one move.
learn-tafl-several-miss = The three defenders all touch e5: a man there closes all three lines.
learn-tafl-several-done = Three at once: d5, f5 and e6 were each closed in.
learn-tafl-between-title = Moving between two is safe
learn-tafl-between-intro = Only the side that moves captures. A man may move in between two enemies and stays safe there.
learn-tafl-between-task-1 = You play the defenders. Move your man from e8 down to e4, between the two attackers.
learn-tafl-between-miss = The task was e8 to e4, right between d4 and f4.
learn-tafl-between-done = Safe: the attackers did not move, so nothing is captured. They would have to move away and back.
learn-tafl-king-four-title = Capturing the king
learn-tafl-king-four-intro = The king is stronger than a man: on an ordinary square he is captured only when attackers stand on all four sides. Then the attackers win.
learn-tafl-king-four-task-1 = Close the king's last free side.
learn-tafl-king-four-miss = The king is still free below: f9 is open.
learn-tafl-king-four-done = The king is surrounded on four sides: the attackers win.
learn-tafl-king-throne-title = The king beside the throne
learn-tafl-king-throne-intro = Beside the empty throne, three attackers are enough: the throne closes the fourth side against the king.
learn-tafl-king-throne-task-1 = Capture the king on g8.
learn-tafl-king-throne-miss = The king still has g9 free: with the throne below him, that is the last side.
learn-tafl-king-throne-done = Captured with three, the throne the fourth side.
learn-tafl-king-edge-title = The king at the edge
learn-tafl-king-edge-intro = At the edge of the board the king has only three sides, so three attackers capture him; next to a castle at the edge, two.
learn-tafl-king-edge-task-1 = Capture the king on e1.
learn-tafl-king-edge-miss = The king still has e2 free above him.
learn-tafl-king-edge-done = Captured at the edge with three.
learn-tafl-king-guard-title = King and guard together
learn-tafl-king-guard-intro = When the king and one defender beside him are closed in as a pair, attackers, castles or the edge on every other side, both are captured together and the attackers win.
learn-tafl-king-guard-task-1 = Close in the king on f1 together with his guard on g1.
learn-tafl-king-guard-miss = The pair still has g2 free, above the guard.
learn-tafl-king-guard-done = King and guard are both closed in: the attackers win.
learn-tafl-shieldwall-title = The shieldwall
learn-tafl-shieldwall-intro = With the shieldwall rule on, a row of men along an edge, each with an enemy in front of it, is captured as a whole when enemies close both ends of the row. Castles do not close a wall.
learn-tafl-shieldwall-task-1 = Capture the wall of three defenders on d1, e1 and f1.
learn-tafl-shieldwall-miss = The wall stands: c1 closes one end, the other end, g1, is still open.
learn-tafl-shieldwall-done = The whole wall is captured.
learn-tafl-no-move-title = No move left
learn-tafl-no-move-intro = A side that cannot move when its turn comes loses the game.
learn-tafl-no-move-task-1 = Take away the defenders' last free square.
learn-tafl-no-move-miss = The defenders can still move: the king has g2 free.
learn-tafl-no-move-done = The defenders cannot move at all: they lose. Two men beside the king saved him from capture, but not from this.
learn-tafl-repetition-title = Repetition and the draw
learn-tafl-repetition-intro = When the same position with the same side to move comes about for the third time, the game is a draw. It is also a draw after 200 moves in a row without a capture. When one move does several of these, the king's escape or capture counts first.
learn-tafl-repetition-task-1 = You play the defenders. Move the king from g10 to h10.
learn-tafl-repetition-task-2 = Now on to i10.
learn-tafl-repetition-task-3 = Back to h10: the position is the same as after your first move.
learn-tafl-repetition-task-4 = To i10 once more.
learn-tafl-repetition-task-5 = And to h10 a third time.
learn-tafl-repetition-miss = To show the draw, play the king between h10 and i10.
learn-tafl-repetition-done = The same position for the third time: the game is drawn.
learn-tafl-attack-plan-title = A plan for the attackers
learn-tafl-attack-plan-intro = The attackers cannot chase the king everywhere. They first block his ways to the corners, then close in around him.
learn-tafl-attack-plan-task-1 = The king on a6 threatens to run down to the castle a1. Block his way.
learn-tafl-attack-plan-miss = The king still runs to a1 next move: a man has to stand on the a-file between them.
learn-tafl-attack-plan-done = Blocked. Keep the lines to the corners closed and the king has nowhere to go.
learn-tafl-defence-plan-title = A plan for the defenders
learn-tafl-defence-plan-intro = One open route to a castle is easy to block. Two at once cannot both be blocked in one move.
learn-tafl-defence-plan-task-1 = Move the king to a square with two open routes to castles.
learn-tafl-defence-plan-task-2 = The attackers blocked one route. Escape by the other.
learn-tafl-defence-plan-miss = From a10 the king would see both a1 and a13.
learn-tafl-defence-plan-done = Escaped: a double threat wins.
learn-einstein-roll-title = The die says which stone
learn-einstein-roll-intro = Each turn you roll the die, and the stone with that number moves: one square right, down or diagonally towards the opposite corner (Blue: left, up or diagonally).
learn-einstein-roll-task-1 = You play Red and rolled a 3. Move stone 3 diagonally, the shortest way to the corner.
learn-einstein-roll-miss = Stone 3 may go there, but diagonally to c3 it comes closer to the corner.
learn-einstein-roll-done = Right: the roll decides which stone moves, you decide where.
learn-einstein-neighbours-title = When the rolled stone is gone
learn-einstein-neighbours-intro = If the stone with the rolled number has been captured, you move the nearest one above or below it instead, your choice. If only one of them is left, that one moves.
learn-einstein-neighbours-task-1 = You rolled a 3, but stone 3 is gone. Capture Blue's stone on c3.
learn-einstein-neighbours-miss = Blue's stone on c3 is still there: stone 4 on b2 can take it.
learn-einstein-neighbours-done = Captured with stone 4, the next above the missing 3.
learn-einstein-capture-own-title = Capturing your own stone
learn-einstein-capture-own-intro = A stone that moves onto another captures it, and that may be your own. With fewer stones, each one comes up on the die more often.
learn-einstein-capture-own-task-1 = You rolled a 5. Capture your own stone 1 on d4.
learn-einstein-capture-own-miss = The task was to capture your own stone on d4.
learn-einstein-capture-own-done = Captured: stone 5 is now one step from the corner, and it moves on a 1 to 5 as well.
learn-einstein-corner-title = Reaching the corner
learn-einstein-corner-intro = A stone that reaches the opposite corner wins the game at once. There are no draws.
learn-einstein-corner-task-1 = You rolled a 2. Win the game.
learn-einstein-corner-miss = Stone 2 could have gone to e5, the corner, and won.
learn-einstein-corner-done = You reached the corner: you win.
learn-einstein-last-stone-title = Taking the last stone
learn-einstein-last-stone-intro = The other way to win: capture your opponent's last stone.
learn-einstein-last-stone-task-1 = You rolled a 4. Win the game.
learn-einstein-last-stone-miss = Blue's last stone on c3 was within reach of stone 4.
learn-einstein-last-stone-done = Blue has no stones left: you win.
learn-einstein-one-stone-title = One stone left
learn-einstein-one-stone-intro = With one stone left you do not roll: it moves every turn. Passing is never allowed. When a turn leaves nothing to choose, Zabel plays it for you.
learn-einstein-one-stone-task-1 = Move your last stone, wherever you like.
learn-einstein-one-stone-miss = Any move of your stone will do.
learn-einstein-one-stone-done = Right: no roll, and stone 5 moves each turn.
learn-einstein-example-title = Choosing the neighbour
learn-einstein-example-intro = Your stones 1, 4 and 5 are left. A 2 is rolled: stone 2 is gone, so the nearest below (1) or above (4) may move.
learn-einstein-example-task-1 = You rolled a 2. Move stone 4 diagonally towards the corner.
learn-einstein-example-miss = The task was stone 4 from b3 diagonally to c4.
learn-einstein-example-done = Right: when the rolled stone is gone, you pick one of its neighbours.
learn-einstein-race-title = A first race
learn-einstein-race-intro = Far from the other stones, the race is simple: every diagonal step counts.
learn-einstein-race-task-1 = You rolled a 6. Move stone 6 diagonally.
learn-einstein-race-task-2 = Blue moved. You rolled a 6 again: win the race.
learn-einstein-race-miss = Diagonally is the shortest way to e5.
learn-einstein-race-done = Two diagonal steps and you are home: you win.
learn-quattro-corners-title = Four corners
learn-quattro-corners-intro = With three or four players the board has 6×6 squares and every player starts in a corner. Each moves towards the opposite corner, and the turn passes clockwise: top left, top right, bottom right, bottom left. Any stone can be captured, a partner's too.
learn-quattro-corners-task-1 = You play top left and rolled a 4. Move stone 4 diagonally.
learn-quattro-corners-task-2 = The other three moved in turn, clockwise. You rolled a 4 again: capture bottom right's stone on e4.
learn-quattro-corners-miss = That is allowed, but not the task.
learn-quattro-corners-done = Right: the turn goes round clockwise, and any stone can be taken.
learn-quattro-teams-title = Playing as a team
learn-quattro-teams-intro = Four players play in two teams. Partners sit in opposite corners or side by side. A team wins when one of its players reaches the opposite corner, or a player of the other team loses all his stones.
learn-quattro-teams-task-1 = You play top left, partner of bottom right. You rolled a 2: win for your team.
learn-quattro-teams-miss = Stone 2 could have reached f6, the opposite corner.
learn-quattro-teams-done = Your stone reached the corner: your team wins, even by taking your partner's stone.
learn-quattro-trio-title = Three players
learn-quattro-trio-intro = With three players, top left plays alone against a team of top right and bottom left. The single player wins by reaching the opposite corner; the team only by capturing all of the single player's stones.
learn-quattro-trio-task-1 = You play top right, in the team. You rolled a 3: take the single player's last stone.
learn-quattro-trio-miss = The single player's last stone on e2 was within reach.
learn-quattro-trio-done = The single player has no stones left: your team wins.
learn-course = { $course ->
    [einstein] EinStein würfelt nicht!
    [koenigszabel] Königszabel
   *[quattro] EinStein for three and four
}
learn-course-progress = { $course }: { $done } of { $total } lessons done.
learn-all-done = You have done every lesson of { $course }; here they are again from the start.
learn-lesson = Lesson { $number } of { $total }: { $title }
learn-marked = Squares to look at: { $squares }.
learn-prompt = Your move
learn-keys = Type a move like { $example }, or a square to pick a piece and see where it can go. h gives a hint, r starts the lesson again, n goes to the next lesson, q stops.
learn-hint = Try { $move }.
learn-again = Try again.
learn-answered = Answered with { $moves }.
learn-stopped = Stopped. { $command } goes on with the next lesson.
learn-course-done = That was every lesson of { $course }. Play a game: { $command }
cli-help-learn = Learn a game's rules on the board, one small task at a time
cli-help-learn-game = The game to learn: einstein (the default), tafl, or quattro (three and four players)
cli-help-puzzle = Rated puzzles from real games, chosen near your puzzle rating
cli-help-puzzle-game = The game: einstein (the default) or tafl
cli-help-puzzle-theme = Only puzzles of this theme
cli-learn-offer = Learn the rules of { $game } on the board in a few minutes: { $command }
learn-off-corner = { $square } is not one of your corner's squares: { $corner }.
learn-einstein-arrange-title = Arranging your stones
learn-einstein-arrange-intro = EinStein is played on 5×5 squares with a die. Each player has six stones, numbered 1 to 6. Before the game each puts their six on the six squares of their corner in any order, without seeing the other's. Red's corner is the top left; its stones head for e5, the opposite corner.
learn-einstein-arrange-task-1 = Tap stone 6, then b2: the two change places. Put stone 6 on b2, the square of your corner closest to e5.
learn-einstein-arrange-miss = Stone 6 is not on b2 yet: tap it first, then b2.
learn-einstein-arrange-done = Stone 6 starts closest to the goal now. Any order is allowed; in a game you choose yours before the first roll.

## Puzzles: a position from a real game and one task.

puzzle-theme-escape = Escape
puzzle-theme-fork = Two routes at once
puzzle-theme-king-capture = Capture the king
puzzle-theme-capture = The deciding capture
puzzle-theme-race = Race to the corner
puzzle-theme-capture-or-run = Capture or run
puzzle-theme-which-neighbour = Which neighbour
puzzle-theme-own-capture = Take your own stone
puzzle-theme-quiet = A quiet move first
puzzle-task-win = You play { $side }: win in { $moves ->
    [one] one move.
   *[other] { $moves } moves.
}
puzzle-task-capture = You play { $side }: win in { $moves ->
    [one] one move
   *[other] { $moves } moves
}, capturing first.
puzzle-task-dice = You play { $side }, rolled { $die }: find the best move.
puzzle-heading = Puzzle { $number } · { $theme } · rated { $rating }
puzzle-right = Right. The answer: { $reply }. Your next move?
puzzle-solved = Solved.
puzzle-solved-dice = Solved: { $move } wins { $best } of games from here, the next best move { $second }.
puzzle-wrong = Not this one: { $move } was the move.
puzzle-wrong-refuted = Not this one: the answer { $refutation } holds. The move was { $move }.
puzzle-rating-change = Puzzle rating { $before } → { $after } ({ $change }).
puzzle-streak = { $streak ->
    [one] One solved in a row.
   *[other] { $streak } solved in a row.
}
puzzle-rating = Your puzzle rating in { $game }: { $rating }, after { $tried ->
    [one] one puzzle
   *[other] { $tried } puzzles
}, { $solved } solved. Puzzles are chosen near it.
puzzle-rating-new = Your puzzle rating in { $game } starts at { $rating } and settles after a few puzzles. Puzzles are chosen near it.
puzzle-none = There are no puzzles of { $game } yet.
puzzle-no-theme = { $game } has no theme '{ $theme }'. The themes: { $themes }.
puzzle-keys = Type a move like { $example }, or a square to pick a piece and see where it can go. h gives a hint (and counts as not solved), r tries again, n gives the next puzzle, q stops.
puzzle-hint = The move: { $move }.
puzzle-again = The puzzle from its start: the solution replays with h.
puzzle-stopped = Stopped. Your puzzle rating in { $game } is { $rating }.
