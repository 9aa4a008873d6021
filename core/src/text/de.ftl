# Die Texte des Kerns auf Deutsch. Jede Nachricht hier hat ihr englisches
# Gegenstück in en.ftl (sonst schlägt ein Test fehl).

## Spiele

game-einstein = EinStein würfelt nicht!
game-koenigszabel = Königszabel
game-quattro-diagonal = Quattro (Partner über Eck)
game-quattro-longline = Quattro (Partner nebeneinander)
game-trio = Trio

## Stufen, nach Spiel und Nummer

level-einstein-1 = Würfler
level-einstein-2 = Anfänger
level-einstein-3 = Gelegenheitsspieler
level-einstein-4 = Vereinsspieler
level-einstein-5 = Fortgeschritten
level-einstein-6 = Experte
level-einstein-7 = Meister
level-einstein-8 = Einstein
level-koenigszabel-1 = Knecht
level-koenigszabel-2 = Wächter
level-koenigszabel-3 = Schildträger
level-koenigszabel-4 = Krieger
level-koenigszabel-5 = Gefolgsmann
level-koenigszabel-6 = Hersir
level-koenigszabel-7 = Jarl
level-koenigszabel-8 = Seekönig
level-quattro-1 = Würfler
level-quattro-2 = Anfänger
level-quattro-3 = Gelegenheitsspieler
level-quattro-4 = Vereinsspieler
level-quattro-5 = Experte

## Wie jede Stufe spielt, in einer Zeile, wo eine Stufe gewählt wird

level-einstein-1-about = Zieht rein zufällig.
level-einstein-2-about = Schaut einen Zug voraus und wählt oft einen netten statt des besten Zugs; übersieht auch mal einen Sieg.
level-einstein-3-about = Schaut einen Zug voraus und wählt locker, verpasst aber keinen Sieg in einem Zug und lässt dir keinen, wenn es ihn verhindern kann.
level-einstein-4-about = Schaut einen Zug voraus und spielt meist den besten Zug, den es sieht.
level-einstein-5-about = Schaut einen Zug voraus und spielt fast immer den Zug, den es für den besten hält.
level-einstein-6-about = Spielt immer den besten Zug, den es einen Zug voraus sieht.
level-einstein-7-about = Bedenkt deinen nächsten Wurf und deine Antwort, bevor es zieht, und beginnt mit einer starken Aufstellung.
level-einstein-8-about = Rechnet mehrere Würfe voraus, mit trainiertem Urteil, und spielt Endspiele exakt.
level-koenigszabel-1-about = Zieht rein zufällig.
level-koenigszabel-2-about = Schaut einen Zug voraus, wählt aber fast beliebig; übersieht selbst einen offenen Fluchtweg.
level-koenigszabel-3-about = Schaut einen Zug voraus und wählt oft einen netten statt des besten Zugs; übersieht manchmal einen Fluchtweg.
level-koenigszabel-4-about = Schaut einen Zug voraus und wählt manchmal einen netten statt des besten Zugs, verpasst aber keinen Sieg in einem Zug, lässt keinen zu und verhindert Doppeldrohungen des Königs.
level-koenigszabel-5-about = Schaut zwei Züge voraus und spielt fast immer den besten Zug, den es sieht; verpasst keinen Sieg in einem Zug, lässt keinen zu und verhindert Doppeldrohungen des Königs.
level-koenigszabel-6-about = Rechnet schnell einige Züge tief und sieht Doppeldrohungen des Königs kommen.
level-koenigszabel-7-about = Rechnet mehrere Züge tief und sieht Doppeldrohungen des Königs kommen.
level-koenigszabel-8-about = Rechnet so tief, wie etwa eine Sekunde erlaubt, mit trainiertem Urteil.
level-quattro-1-about = Zieht rein zufällig.
level-quattro-2-about = Schaut einen Zug voraus für seine Seite und wählt oft einen netten statt des besten Zugs.
level-quattro-3-about = Schaut einen Zug voraus für seine Seite und lässt dem nächsten Gegner keinen Sieg, den es verhindern kann.
level-quattro-4-about = Rechnet einige Würfe voraus für seine Seite.
level-quattro-5-about = Rechnet mehrere Würfe voraus für seine Seite und wägt die Drohungen jedes Steins ab.

## Plätze

seat-einstein-0 = Rot
seat-einstein-1 = Blau
seat-koenigszabel-0 = die Angreifer
seat-koenigszabel-1 = die Verteidiger
corner-t = oben links
corner-u = oben rechts
corner-v = unten rechts
corner-w = unten links
# Dieselben Plätze als alleinstehende Beschriftung: „Angreifer: Mensch“.
label-einstein-0 = Rot
label-einstein-1 = Blau
label-koenigszabel-0 = Angreifer
label-koenigszabel-1 = Verteidiger
label-corner-t = Oben links
label-corner-u = Oben rechts
label-corner-v = Unten rechts
label-corner-w = Unten links

## Ergebnisse und ihre Gründe

# Neutral in number: the winner may be "Rot" or "die Angreifer".
result-win = Sieg für { $winner }
result-team-win = { $winners } haben gemeinsam gewonnen
result-draw = Unentschieden
reason-reached-corner = ein Stein hat die gegenüberliegende Ecke erreicht
reason-captured-all = ein Spieler hat keine Steine mehr
reason-king-escaped = der König ist in eine Burg entkommen
reason-king-captured = der König wurde gefangen
reason-no-legal-move = die Seite am Zug konnte nicht ziehen
reason-repetition = dieselbe Stellung zum dritten Mal
reason-no-capture = 200 Halbzüge ohne Schlagen
reason-resigned = die andere Seite hat aufgegeben

## Anzahlen

rated-games = { $count ->
    [one] { $count } gewertete Partie
   *[other] { $count } gewertete Partien
}
games-played = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
provisional = vorläufig: { $count } von 20 gewerteten Partien

## Analyse

percent = { $percent } %
# $percent: a share as `percent` says it ("9 %", "< 1 %").
review-decisions = { $percent } durch Entscheidungen verloren
review-dice-gave = der Würfel gab { $percent }
review-dice-cost = der Würfel kostete { $percent }
# Was die Analyse über einen Zug gegenüber dem besten fand; $men für worse-by-men.
finding = { $finding ->
    [best] der beste Zug
    [wins] gewinnt erzwungen
    [as-good] so gut wie der beste
    [worse] etwas schlechter
    [worse-by-men] { $men ->
        [one] etwa einen Mann schlechter
       *[other] etwa { $men } Männer schlechter
    }
    [misses-win] verpasst einen erzwungenen Gewinn
    [lets-king-out] lässt den König hinaus
    [allows-king-capture] lässt den König fangen
   *[loses] verliert erzwungen, wie jeder Zug
}
hint-line = { $move }: { $finding }{ $chance ->
    [none] {""}
   *[other] {" "}({ $chance })
}
review-row = { $number }. { $move }: { $verdict ->
    [forced] der einzige Zug
    [best] der beste Zug
    [good] gut
    [inaccuracy] eine Ungenauigkeit
    [mistake] ein Fehler
   *[blunder] ein grober Fehler
}{ $finding ->
    [none] {""}
   *[other] , { $verdict ->
        [good] aber { $finding }
       *[other] { $finding }
    }
}{ $change ->
    [moved] ; die Gewinnchance fiel von { $before } auf { $after }
   *[none] {""}
}.{ $better ->
    [none] {""}
   *[other] {" "}Besser: { $better }.
}{ $luck ->
    [raised] {" "}Der Wurf { $roll } hob die Chance um { $luck-percent }.
    [lowered] {" "}Der Wurf { $roll } senkte die Chance um { $luck-percent }.
   *[none] {""}
}
review-summary = { $who ->
    [you] Du hast
   *[seat] { $seat } { $seat-many ->
        [yes] haben
       *[no] hat
    }
} { $mistakes ->
    [0] keinen Fehler
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
} und { $blunders ->
    [0] keinen groben Fehler
    [one] { $blunders } groben Fehler
   *[other] { $blunders } grobe Fehler
} gemacht; die Züge gaben { $decisions } der Gewinnchance her{ $dice ->
    [gave] , und der Würfel brachte { $luck }
    [cost] , und der Würfel kostete { $luck }
    [even] , und der Würfel spielte kaum eine Rolle
   *[none] {""}
}.
review-explained = Nach jedem Zug schätzt die Analyse des Computers die Gewinnchance dessen, der gezogen hat, und vergleicht den Zug mit dem besten, den sie fand. Ein Zug, der weniger als 5 Punkte dieser Chance hergab, ist gut, 5 bis 10 Punkte eine Ungenauigkeit, 10 bis 20 ein Fehler, mehr ein grober Fehler; ein Zug, nach dem die Analyse einen erzwungenen Verlust findet, ist immer ein grober Fehler. „Die Züge gaben 18 % her“ zählt zusammen, was die Züge einer Seite über die Partie kosteten. Die Analyse ist stark, aber nicht fehlerlos: lies sie als Hinweis, nicht als Urteil.
review-explained-dice = Der Würfel: Ein Wurf ist Glück, wenn er eine bessere Chance lässt, als ein durchschnittlicher Wurf gelassen hätte. „Der Würfel brachte 3 %“ zählt zusammen, was die Würfe über die Partie gaben und nahmen.

## Fehler

error-data-directory = Zabel kann seinen Datenordner nicht nutzen.
error-locked = Zabel ist schon in einem anderen Fenster geöffnet.
error-database = Die Daten von Zabel ließen sich nicht lesen oder schreiben.
error-corrupt = Die Daten von Zabel sind beschädigt und nicht lesbar.
error-too-new = Diese Daten stammen von einem neueren Zabel; bitte aktualisieren.
error-backup = Die Sicherung ist nicht lesbar.
error-bad-game = Diese Partieaufzeichnung ist ungültig.
error-unfinished-record = Diese Aufzeichnung endet vor dem Ende der Partie: Nur beendete Partien lassen sich nachspielen.
error-no-such-level = Diese Stufe gibt es nicht.
error-game-over = Die Partie ist zu Ende.
error-computers-turn = Der Computer ist am Zug.
error-not-computers-turn = Der Computer ist nicht am Zug.
error-already-rolled = Es wurde schon gewürfelt.
error-no-roll-needed = Mit einem letzten Stein gibt es nichts zu würfeln.
error-roll-first = Erst würfeln.
error-nothing-to-undo = Es gibt keinen eigenen Zug zum Zurücknehmen.
error-no-human-to-resign = Nur ein Mensch kann aufgeben.
error-already-thinking = Der Computer denkt schon nach.
error-bad-saved-game = Die gespeicherte Partie lässt sich nicht fortsetzen.
error-illegal-move = Dieser Zug ist hier nicht erlaubt.
error-bad-square = Dieses Feld gibt es auf diesem Brett nicht.
error-bad-setup = Diese Aufstellung ist ungültig.
error-bad-settings = Die Einstellungen sind ungültig.
error-not-rated = Partien zu dritt und zu viert werden nicht gewertet.
error-bad-config = So lässt sich diese Partie nicht einrichten.
error-no-dice = Dieses Spiel hat keinen Würfel.
error-no-hints = Für dieses Spiel gibt es noch keine Tipps.
error-hint-cancelled = Der Tipp wurde abgebrochen.
tap-not-movable = Dieser Stein darf jetzt nicht ziehen.
tap-not-a-target = Dorthin kann er nicht ziehen.
error-internal = In Zabel ist etwas schiefgegangen; die Partie bleibt erhalten.

## Wertungen

# Eine Wertungsänderung: die Wertungen in ganzen Punkten und ihr Unterschied.
rating-change = { $before } → { $after } ({ $delta })

## Wiederherstellung des Verlaufs beim Öffnen

recovery-damaged = Dein Partieverlauf war beschädigt; die beschädigten Dateien liegen jetzt in { $path }.
recovery-missing = Dein Partieverlauf fehlte; er wurde aus den Sicherungen wiederhergestellt.
recovery-missing-nothing = Dein Partieverlauf fehlte.
recovery-restored = { $count ->
    [one] { $count } Partie wurde aus den Sicherungen wiederhergestellt.
   *[other] { $count } Partien wurden aus den Sicherungen wiederhergestellt.
}
recovery-source = { $count ->
    [one] { $count } Partie aus { $path }
   *[other] { $count } Partien aus { $path }
}
recovery-restored-attempts = { $count ->
    [one] { $count } Aufgabenversuch wurde aus den Sicherungen wiederhergestellt.
   *[other] { $count } Aufgabenversuche wurden aus den Sicherungen wiederhergestellt.
}
recovery-source-attempts = { $count ->
    [one] { $count } Aufgabenversuch aus { $path }
   *[other] { $count } Aufgabenversuche aus { $path }
}
recovery-lost = { $count ->
    [one] { $count } Partie, die die Sicherungen nennen, war nicht lesbar; sie ist verloren.
   *[other] { $count } Partien, die die Sicherungen nennen, waren nicht lesbar; sie sind verloren.
}
recovery-lost-attempts = { $count ->
    [one] { $count } Aufgabenversuch, den die Sicherungen zählen, war nicht lesbar; er ist verloren.
   *[other] { $count } Aufgabenversuche, die die Sicherungen zählen, waren nicht lesbar; sie sind verloren.
}
recovery-unreadable-end = { $after ->
    [0] { $path } war nicht lesbar; Partien daraus fehlen vielleicht.
   *[other] Das Ende von { $path } war nicht lesbar; Partien nach Partie { $after } fehlen vielleicht.
}
recovery-kept-aside = Die beschädigten Sicherungsdateien liegen unverändert in { $path }.
recovery-nothing = Es gab keine lesbare Sicherung; dein Verlauf beginnt von vorn.
recovery-details = Die Einzelheiten stehen in { $path }.

## Die Partie im Terminal (zabel play)

cli-interrupted = Du hast eine unterbrochene Partie { $game } ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
} bisher).
cli-interrupted-counts = Sie ist gewertet: Sie abzubrechen zählt als Aufgabe, eine Niederlage für deine Wertung.
cli-interrupted-ask = Tippe c, um sie fortzusetzen, n, um sie { $counts ->
    [yes] aufzugeben
   *[no] abzubrechen
} und { $game } zu beginnen, oder Enter, um aufzuhören
cli-interrupted-kept = Nichts wurde geändert; `{ $command }` setzt deine unterbrochene Partie fort.
cli-continuing = Deine unterbrochene Partie { $game } geht weiter ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
} bisher; --new beginnt eine neue).
cli-interrupted-resigned = Deine unterbrochene Partie { $game } wurde aufgegeben und in deinem Verlauf behalten.

cli-resign-rated = Diese Partie ist gewertet: Aufgeben zählt als Niederlage für deine Wertung. Aufgeben? (j/n)
cli-help = { $game ->
    [koenigszabel] Wähle eine Figur mit ihrem Feld (e1) und dann ihr Ziel (e4), oder tippe den Zug (e1-e4). ? zeigt die Figuren, die ziehen können, ? e1, wohin e1 kann. q gibt auf; das Ende der Eingabe (Strg-D) hebt die Partie für später auf.
   *[other] Enter würfelt. Wähle einen Stein mit seiner Zahl (4 oder R4) oder seinem Feld (b3). ? zeigt, was ziehen kann. q gibt auf; das Ende der Eingabe (Strg-D) hebt die Partie für später auf.
}
cli-not-text = Das war kein lesbarer Text (kein UTF-8); bitte noch einmal eingeben.
cli-no-data = In { $path } liegen keine Zabel-Daten; stimmt --data-dir?
cli-read-backups = In einem anderen Fenster ist eine Partie offen; dies sind die Partien aus ihren Sicherungen.
cli-replay-step = Enter: der nächste Zug, q: aufhören
cli-expected-replay-step = Drücke Enter für den nächsten Zug oder tippe q, um aufzuhören.
cli-bad-saved-game = Deine unterbrochene Partie lässt sich mit dieser Version von Zabel nicht fortsetzen; sie bleibt erhalten, und `zabel play --new` beginnt eine neue.
cli-not-rated = Partien { $game } werden nicht gewertet: nur Partien zu zweit, ein Mensch gegen den Computer.
cli-store-details = Die Einzelheiten stehen in { $path }.

## Die eigenen Sätze des Terminals (zabel play, history, rating, replay,
## analyse, levels). Ein Platz kommt als Code ($code: red, blue, attackers,
## defenders, top-left, top-right, bottom-right, bottom-left); eine
## Nachricht, die einen nennt, bekommt ihn in drei Formen: allein ($seat),
## im Satz ($seat-the), am Satzanfang ($seat-start); $seat-many sagt, ob es
## viele Männer sind, fürs Verb. $who ist you, computer oder person; $form
## ist you, one oder many: Person und Zahl des Verbs.

cli-seat = { $code ->
    [red] Rot
    [blue] Blau
    [attackers] Angreifer
    [defenders] Verteidiger
    [top-left] oben links
    [top-right] oben rechts
    [bottom-right] unten rechts
   *[bottom-left] unten links
}
cli-seat-the = { $code ->
    [red] Rot
    [blue] Blau
    [attackers] die Angreifer
    [defenders] die Verteidiger
    [top-left] oben links
    [top-right] oben rechts
    [bottom-right] unten rechts
   *[bottom-left] unten links
}
cli-seat-start = { $code ->
    [red] Rot
    [blue] Blau
    [attackers] Die Angreifer
    [defenders] Die Verteidiger
    [top-left] Oben links
    [top-right] Oben rechts
    [bottom-right] Unten rechts
   *[bottom-left] Unten links
}
# Ein Spieler als Subjekt: „Du“, „Der Computer“, „Rot“, „Die Angreifer“.
cli-player = { $who ->
    [you] Du
    [computer] Der Computer
   *[person] { $seat-start }
}
# Ein Spieler mit seiner Seite: „Du (Rot)“, „Der Computer (Angreifer)“; am
# Tisch zu dritt oder zu viert „Oben links (Computer)“. $position ist start
# oder inside: wo im Satz er steht.
cli-player-side = { $group ->
    [yes] { $position ->
        [start] { $seat-start }
       *[inside] { $seat-the }
    } ({ $who ->
        [you] du
        [computer] Computer
       *[person] Mensch
    })
   *[no] { $who ->
        [you] { $position ->
            [start] Du
           *[inside] du
        } ({ $seat })
        [computer] { $position ->
            [start] Der
           *[inside] der
        } Computer ({ $seat })
       *[person] { $position ->
            [start] { $seat-start }
           *[inside] { $seat-the }
        }
    }
}
cli-list-and = { $first } und { $second }
cli-list-or = { $first } oder { $second }

# Optionen, die nicht zum Spiel passen.
cli-option-not-taken = { $option }: gilt nicht für { $game }; { $why ->
    [first] nur bei EinStein wählt man so, wer zuerst zieht
    [setup] nur die Steine von EinStein werden so aufgestellt
    [side] sag mit --seat, wer wo sitzt, etwa t=human
    [opponent] sag mit --seat, wer wo sitzt, etwa t=human,u=human
    [seat] wähle deine Seite mit --side
   *[shieldwall] der Schildwall ist eine Regel von Königszabel
}
cli-option-twice = --seat: { $corner } ist doppelt angegeben
cli-option-no-side = --side: { $game } hat keine solche Seite
cli-option-levels = --level: { $game } hat die Stufen { $low }..{ $high }
cli-option-seat-form = --seat „{ $assignment }“: erwartet eine Ecke und einen Spieler, etwa t=human
cli-option-seat-corner = --seat „{ $assignment }“: { $game } hat die Plätze { $corners }
cli-option-seat-player = --seat „{ $assignment }“: human oder eine Stufe 1..{ $high }

# Die erste Zeile einer neuen Partie. $game beendet seinen Satz („Königszabel.“).
cli-intro = { $game } Du spielst { $seat-the } ({ $seat-code ->
    [red] { $turned ->
        [yes] unten rechts
       *[no] oben links
    }, dein Ziel ist e5
    [blue] unten rechts, dein Ziel ist a1
    [attackers] du ziehst zuerst; fange den König
   *[defenders] bring den König in eine Burg in einer Ecke
}); { $against }.
cli-against-people = zu zweit an einer Tastatur
cli-against-computer = der Computer spielt Stufe { $level } ({ $name }{ $rating ->
    [none] { "" }
   *[other] , Wertung { $rating }
})
cli-intro-group = { $game }: { $seating ->
    [diagonal] Die Partner sitzen in gegenüberliegenden Ecken
    [longline] Die Partner sitzen nebeneinander
   *[trio] Oben links spielt allein gegen oben rechts und unten links
}. { $seats }. Nicht gewertet.
cli-intro-seat = { $letter } ({ $seat }) { $who ->
    [person] ein Mensch
   *[computer] Computer Stufe { $level }
}

# Die Partie, Zug um Zug.
cli-resign-how = Mit q gibst du bei jeder Frage auf.
cli-interrupted-vanished = Die unterbrochene Partie ist nicht mehr zu finden.
cli-prompt-roll = { $who }: drücke Enter, um zu würfeln
cli-rolled = { $who } { $form ->
    [you] hast
    [many] haben
   *[one] hat
} eine { $roll } gewürfelt.
cli-rolled-unknown = { $who } { $form ->
    [you] hast
    [many] haben
   *[one] hat
} gewürfelt.
cli-no-roll = Nur noch ein Stein: Er zieht ohne Wurf.
cli-prompt-stone = { $who }: wähle den Stein, der zieht: { $stones } (Zahl oder Feld)
cli-prompt-piece = { $who }: wähle eine Figur ({ $count ->
    [one] { $count } kann
   *[other] { $count } können
} ziehen) oder tippe einen Zug wie { $example }; ? zeigt sie
cli-prompt-target = { $who }: wähle das Zielfeld: { $targets }{ $others ->
    [yes] { " (oder eine andere Figur)" }
   *[no] { "" }
}
cli-not-legal-move = { $move } ist hier kein erlaubter Zug; ? zeigt die Figuren, die ziehen können
cli-not-one-of = „{ $answer }“ ist keine der Möglichkeiten: { $choices }.
cli-bad-square = „{ $square }“ ist kein Feld dieses Bretts
cli-bad-move-part = { $move }: „{ $part }“ ist kein Feld dieses Bretts; es wurde nichts gewählt.
cli-expected-yes-no = Tippe j für ja oder n für nein.
cli-expected-interrupted = Tippe c oder n, oder drücke Enter.
cli-expected-roll = Drücke Enter, ohne etwas zu tippen, um zu würfeln; q gibt auf.
cli-analyse-legend = Sieg%: die Gewinnchance der Seite, die gezogen hat, nach dem gespielten und nach dem besten Zug{ $dice ->
    [yes] ; Glück: was der Wurf dieser Seite gab (+) oder nahm (-)
   *[no] { "" }
}.
cli-can-move-to = { $piece } kann nach { $targets } ziehen.
cli-other-pieces = Andere Figuren, die ziehen können: { $pieces }.
cli-pieces = Figuren, die ziehen können: { $pieces }.
cli-cannot-move-now = { $square } kann jetzt nicht ziehen.
tafl-not-your-piece = { $square } ist nicht deine Figur: Dort steht { $piece ->
    [king] der König
    [attacker] ein Angreifer
   *[defender] ein Verteidiger
}, und { $turn ->
    [attackers] die Angreifer
   *[defenders] die Verteidiger
} sind am Zug.
tafl-hemmed-in = { $square } kann nicht ziehen: Jedes Nachbarfeld in ihrer Reihe und Linie ist besetzt.
# Warum ein getippter Zug in Königszabel nicht erlaubt ist.
tafl-refused = { $move }: { $error ->
    [no-piece] Auf { $from } steht keine Figur
    [not-your-piece] Auf { $from } steht { $piece ->
        [king] der König
        [attacker] ein Angreifer
       *[defender] ein Verteidiger
    }, aber { $turn ->
        [attackers] die Angreifer
       *[defenders] die Verteidiger
    } sind am Zug
    [not-straight] Figuren ziehen entlang einer Reihe oder Linie
    [blocked] { $blocker } steht im Weg
    [throne] Nur der König darf den Thron betreten oder überqueren
   *[castle] Nur der König darf eine Burg betreten
}
# Ein Zug mit Würfel: $roll ist none, wenn nur ein Stein übrig war.
cli-played-die = { $who } { $form ->
    [you] hast
   *[other] hat
} { $roll ->
    [none] nur noch einen Stein (kein Wurf)
   *[other] eine { $roll } gewürfelt
} und { $capture ->
    [yes] mit { $stone } { $move } geschlagen
   *[no] { $stone } { $move } gezogen
}.
cli-played-tafl = { $number }. { $who } { $form ->
    [you] hast
    [many] haben
   *[one] hat
} { $move } gezogen{ $captured ->
    [none] { "" }
   *[other] { " und " }{ $captured } geschlagen
}{ $end ->
    [captured] : Der König ist gefangen
    [escaped] : Der König entkommt
   *[none] { "" }
}.
cli-input-ended = Eingabe beendet; die Partie ist gespeichert, und `{ $command }` setzt sie fort.

# Das Ende.
cli-won = { $who } { $form ->
    [you] gewinnst
    [many] gewinnen
   *[one] gewinnt
}: { $reason ->
    [reached-corner] { $winner-start } { $winner-many ->
        [yes] haben
       *[no] hat
    } die gegenüberliegende Ecke erreicht
    [captured-all] { $loser-start } { $loser-many ->
        [yes] haben
       *[no] hat
    } keine Steine mehr
    [king-escaped] Der König ist in eine Burg entkommen
    [king-captured] Der König ist gefangen
    [no-legal-move] { $loser-start } { $loser-many ->
        [yes] können
       *[no] kann
    } nicht ziehen
    [resigned] { $loser-start } { $loser-many ->
        [yes] haben
       *[no] hat
    } aufgegeben
    [you-resigned] Du hast aufgegeben
   *[decided] Die Partie ist entschieden
}.
cli-won-together = { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
}: { $reason ->
    [reached-corner] Ein Stein hat seine gegenüberliegende Ecke erreicht
    [captured-all] Ein Spieler der anderen Seite hat keine Steine mehr
    [resigned] Die andere Seite hat aufgegeben
   *[decided] Die Partie ist entschieden
}.
cli-draw = Unentschieden: { $reason ->
    [repetition] dieselbe Stellung zum dritten Mal
    [no-capture] 200 Halbzüge ohne Schlagen
   *[agreed] vereinbart
}.
cli-your-rating = Deine Wertung: { $change }{ $provisional ->
    [yes] , vorläufig ({ $games } von 20 Partien)
   *[no] { "" }
}.
cli-game-not-rated = Diese Partie wurde nicht gewertet.
cli-setup-ask = Stelle deine Steine auf { $squares }: Tippe sechs verschiedene Ziffern 1..6 in dieser Reihenfolge,
cli-setup-example = z. B. setzt 613254 Stein 6 auf { $first }, 1 auf { $second }, …; oder r für eine zufällige Aufstellung.
cli-setup-prompt = Deine Aufstellung
cli-setup-bad = „{ $digits }“ sind nicht sechs verschiedene Ziffern 1..6.
cli-record-written = Die Partieaufzeichnung steht in { $path }.
cli-record-not-written = { $path } ließ sich nicht schreiben: { $error }. Hier ist die Aufzeichnung:

# zabel rating, history, replay
cli-rating = Deine Wertung in { $game }: { $rating } ({ $provisional ->
    [yes] vorläufig: { $games } von 20 gewerteten Partien
   *[no] { $games } gewertete Partien
})
cli-chart-games = Partien, älteste zuerst
cli-best-rating = Deine beste Wertung: { $rating }.
cli-level-record = Gegen Stufe { $level } ({ $name }): { $won } gewonnen, { $drawn } unentschieden, { $lost } verloren.
cli-fair-opponent = Ein ausgeglichener Gegner: Stufe { $level } ({ $name }, Wertung { $rating }), du erzielst voraussichtlich { $percent }.
cli-fair-opponent-as = Als { $seat } ein ausgeglichener Gegner: Stufe { $level } ({ $name }, Wertung { $rating }), du erzielst voraussichtlich { $percent }.
cli-no-fair-opponent = Keine Stufe ist ein ausgeglichener Gegner für deine Wertung: gegen jede erzielst du unter 30 % oder über 70 %.
cli-no-fair-opponent-as = Als { $seat } ist keine Stufe ein ausgeglichener Gegner für deine Wertung: gegen jede erzielst du unter 30 % oder über 70 %.
cli-against = { $kind ->
    [level] gegen Stufe { $level }
    [friend] zu zweit
    [levels] Stufe { $level } gegen Stufe { $other }
   *[players] mit { $count } Spielern
}
cli-history-result = { $outcome ->
    [won] gewonnen
    [lost] verloren
    [draw] unentschieden
   *[side] Sieg für { $winners-the }
}{ $how ->
    [resigned] { " durch Aufgabe" }
    [repetition] { " durch Stellungswiederholung" }
    [no-capture] , 200 Halbzüge ohne Schlagen
   *[none] { "" }
}
cli-unrated = nicht gewertet
cli-no-games = Noch keine beendeten Partien: `zabel play` beginnt eine.
cli-no-such-games = Keine beendeten Partien dieser Art.
cli-no-such-game = Es gibt keine Partie { $id } (zabel history zeigt sie)
cli-replay-head = Partie { $id }: { $game } { $against }, { $result }.

# zabel levels: die Spaltenköpfe, dann eine Zeile darunter.
cli-levels-level = Stufe
cli-levels-rating = Elo (95-%-Intervall)
cli-levels-name = Name (English)
cli-levels-not-rated = noch ohne Wertung
cli-levels-attackers = Die Seite der Angreifer ist im Mittel { $elo } Elo wert, gegen jede Stufe, was ihre Zeile sagt, denn sie liegt dem Spiel mancher Stufen mehr als dem anderer. Ein Sieg zählt 1, ein Unentschieden ½.
cli-levels-sides = Wer so stark ist wie diese Stufe, erzielt als Angreifer voraussichtlich { $attackers }, als Verteidiger { $defenders } (die Seite der Angreifer ist gegen sie { $elo } Elo wert).
cli-levels-first-move = Der erste Zug ist { $elo } Elo wert.
cli-levels-group = Partien zu dritt und zu viert werden nicht gewertet.

# zabel analyse
cli-analysing = Halbzug { $done }/{ $total } wird analysiert
cli-analyse-column = { $column ->
    [ply] Zug
    [roll] Wurf
    [played] gespielt
    [win] Sieg%
    [best] bester
    [verdict] Urteil
   *[luck] Glück
}
cli-verdict = { $verdict ->
    [forced] erzwungen
    [best] bester Zug
    [good] gut
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
   *[blunder] grober Fehler
}
cli-moves-only = { $game }: Partien zu dritt und zu viert bewertet noch keine Engine; die Züge:
cli-record-won = Sieg für { $winners-the }.
cli-record-unfinished = Die Aufzeichnung endet vor der Partie.
cli-record-not-utf8 = kein UTF-8-Text: { $error }
cli-record-no-group-game = die Zeile „Game:“ nennt kein Spiel zu dritt oder zu viert: { $named ->
    [yes] { $game }
   *[no] keins
}
cli-record-format = „Format: { $format }“ ist kein Aufzeichnungsformat, das zabel liest ({ $known })
cli-no-review = Für { $game } gibt es noch keine Analyse.

## Kurzregeln, eine Seite je Spiel

rules-einstein =
    Jeder Spieler hat sechs Steine mit den Zahlen 1 bis 6 in einer Ecke des 5×5-Bretts. Würfle und ziehe den Stein mit dieser Zahl ein Feld in Richtung der gegenüberliegenden Ecke: entlang seiner Reihe, entlang seiner Spalte oder schräg. Ist dieser Stein nicht mehr da, ziehe den nächsthöheren oder nächstniedrigeren. Ein Stein, der auf einem anderen landet, schlägt ihn, auch einen eigenen. Du gewinnst, wenn ein Stein die gegenüberliegende Ecke erreicht oder dein Gegner keine Steine mehr hat.
    Beispiel: Du würfelst eine 2, dein Stein 2 ist aber geschlagen; du darfst den nächstniedrigeren, Stein 1, oder den nächsthöheren, Stein 4, ziehen.
rules-koenigszabel =
    Der König und seine zwölf Verteidiger beginnen in der Mitte des 13×13-Bretts, die vierundzwanzig Angreifer an den Rändern. Jede Figur zieht wie ein Turm beliebig weit entlang einer Reihe oder Linie; nur der König darf auf dem Thron in der Mitte oder auf den vier Burgen in den Ecken stehen. Ein Mann ist geschlagen, wenn ein Gegner so zieht, dass er zwischen zwei Gegnern (oder einem Gegner und einer Burg) in einer Linie steht. Die Verteidiger gewinnen, wenn der König eine Burg erreicht; die Angreifer, wenn sie den König von allen vier Seiten umstellen (am Rand oder neben dem Thron von drei). Die Angreifer beginnen.
    Beispiel: Ein Angreifer zieht von e5 nach e4, ein anderer steht auf e2 — der Verteidiger auf e3 ist geschlagen.
rules-quattro =
    Vier Spieler auf einem 6×6-Brett, in zwei Teams: Partner sitzen über Eck oder nebeneinander. Jeder zieht sechs nummerierte Steine zur gegenüberliegenden Ecke, wie bei EinStein, reihum im Uhrzeigersinn. Jeder Stein kann geschlagen werden, auch der des Partners. Ein Team gewinnt, wenn einer seiner Spieler die gegenüberliegende Ecke erreicht oder ein Spieler des anderen Teams alle Steine verloren hat.
    Beispiel: Oben links würfelt eine 2 und zieht Stein 2 von b3 nach c4; dort schlägt er Stein 4 von unten rechts — sitzen Partner über Eck, den seines Partners: Jeder Stein kann geschlagen werden.
rules-trio =
    Drei Spieler auf einem 6×6-Brett: Oben links spielt allein gegen oben rechts und unten links. Der Einzelspieler gewinnt, wenn er die Ecke unten rechts erreicht; das Team gewinnt nur, wenn es alle seine Steine schlägt. Ein Teamstein, der seine Zielecke erreicht, verlässt das Brett.
    Beispiel: Stein 3 von oben links zieht von e5 nach f6, in die Ecke unten rechts, und oben links gewinnt allein.

## Die Regeln in Bildern: ein Satz unter jedem Diagramm; Felder und
## Zahlen kommen aus dem Zug, den die Regeln gespielt haben

diagram-dice-roll = Eine { $roll } ist gewürfelt, also zieht Stein { $roll }: ein Feld entlang seiner Reihe, entlang seiner Spalte oder schräg, zur gegenüberliegenden Ecke hin.
diagram-dice-next-stone = Eine { $roll } ist gewürfelt, aber Stein { $roll } ist nicht mehr da: Der nächstniedrigere, Stein { $lower }, oder der nächsthöhere, Stein { $higher }, darf ziehen.
diagram-dice-capture = Stein { $stone } zieht von { $from } nach { $to } und schlägt den Stein, der dort steht: Jeder Stein kann geschlagen werden, auch ein eigener.
diagram-dice-corner = Stein { $stone } zieht von { $from } nach { $to }, in die gegenüberliegende Ecke, und { $seat } { $seat-many ->
    [yes] gewinnen
   *[no] gewinnt
}.
diagram-koenigszabel-capture = Ein Angreifer zieht von { $from } nach { $to }: Der Verteidiger auf { $captured } steht zwischen zwei Angreifern in einer Linie und ist geschlagen.
diagram-koenigszabel-castle-capture = Ein Angreifer zieht von { $from } nach { $to }: Der Verteidiger auf { $captured } steht zwischen dem Angreifer und einer Burg, die ihm feindlich ist, und ist geschlagen.
diagram-koenigszabel-king-captured = Ein Angreifer zieht von { $from } nach { $to }: Der König ist von allen vier Seiten umstellt und geschlagen, und die Angreifer gewinnen.
diagram-koenigszabel-king-escapes = Der König zieht von { $from } in die Burg auf { $to }, und die Verteidiger gewinnen.

## Felder, für Bildschirmleser: das Feld und was darauf steht, dann was
## es ist und wie es markiert ist, durch Kommas getrennt

square-empty = { $square }, leer
square-einstein-stone = { $square }, { $seat ->
    [0] roter
   *[1] blauer
} Stein { $number }
square-quattro-stone = { $square }, Stein { $number } von { $corner ->
    [t] oben links
    [u] oben rechts
    [v] unten rechts
   *[w] unten links
}
square-tafl-man = { $square }, { $seat ->
    [0] Angreifer
   *[1] Verteidiger
}
square-tafl-king = { $square }, König
square-empty-throne = { $square }, der leere Thron
square-empty-castle = { $square }, eine leere Burg
terrain-throne = auf dem Thron
terrain-castle = in einer Burg
home-einstein = Ecke von { $seat ->
    [0] Rot
   *[1] Blau
}
home-quattro = Heimatecke von { $corner ->
    [t] oben links
    [u] oben rechts
    [v] unten rechts
   *[w] unten links
}
goal-quattro = Ziel von { $corner ->
    [t] oben links
    [u] oben rechts
    [v] unten rechts
   *[w] unten links
}
mark-choosable = kann ziehen
mark-moving = ausgewählt
mark-target = kann hierhin ziehen
mark-last-from = letzter Zug von hier
mark-last-to = letzter Zug hierhin
mark-capturable = würde geschlagen

## A step that loses a rated game asks first (the apps).
confirm-abandon-rated = Deine unfertige Partie { $game } ist gewertet. Eine neue zu beginnen zählt als Aufgabe: eine Niederlage für deine Wertung.
confirm-resign-rated = Diese Partie ist gewertet: Aufgeben zählt als Niederlage für deine Wertung.
confirm-resign = Aufgeben
confirm-keep-playing = Weiterspielen

## Hint and undo make a rated game unrated: the apps ask first.
confirm-hint-unrated = Nach einem Tipp ist diese Partie nicht mehr gewertet: Sie zählt dann nicht für deine Wertung.
confirm-undo-unrated = Nimmst du einen Zug zurück, ist diese Partie nicht mehr gewertet: Sie zählt dann nicht für deine Wertung.
confirm-hint = Tipp zeigen
confirm-undo = Zurücknehmen

## The die before its roll (the apps): said for the blank face, which a tap rolls on the player's turn.
die-not-rolled = Noch nicht gewürfelt
die-tap-to-roll = Noch nicht gewürfelt: zum Würfeln tippen

## `zabel --help` and each command's help: headings, what each command does, what each option means.
cli-help-usage = Aufruf:
cli-help-commands = Befehle
cli-help-options = Optionen
cli-help-arguments = Argumente
cli-help-command-help = Diese Hilfe zeigen oder die Hilfe des genannten Befehls
cli-help-arg-help = Hilfe zeigen
cli-help-arg-version = Die Version zeigen
cli-help-arg-lang = Die Sprache, in der zabel spricht: en oder de (Standard: die des Gebietsschemas, aus LC_ALL, LC_MESSAGES oder LANG; Englisch bei jedem anderen)
cli-help-arg-data_dir = Datenordner (Standard: $XDG_DATA_HOME/zabel, sonst ~/.local/share/zabel)
cli-help-zabel = EinStein würfelt nicht! und Königszabel im Terminal
cli-help-play = EinStein würfelt nicht! (Standard) oder Königszabel (`zabel play tafl`) spielen
cli-help-play-game = Das Spiel: einstein (EinStein würfelt nicht!, 5×5, der Standard), tafl (Königszabel, 13×13 Hnefatafl), quattro (zu viert auf 6×6, Partner in gegenüberliegenden Ecken), quattro-longline (zu viert, Partner nebeneinander) oder trio (zu dritt: oben links allein gegen ein Team aus zweien)
cli-help-play-first = Nur EinStein: wer zuerst zieht: red (Rot), blue (Blau) oder random (Zufall, der Standard)
cli-help-play-setup = Nur EinStein: wie deine Steine in deiner Ecke stehen: random (zufällig, der Standard, wie im historischen Programm) oder choose (du stellst deine sechs Steine selbst auf)
cli-help-play-side = EinStein und Königszabel: deine Seite, red (Rot, zieht nach e5) oder blue (Blau, zieht nach a1) in EinStein, deine Ecke unten gezeichnet; attackers (die Angreifer, ziehen zuerst) oder defenders (die Verteidiger, mit dem König) in Königszabel. Die Spiele zu dritt und zu viert nehmen --seat
cli-help-play-level = Die Stufe des Computers: 1..8 in EinStein und Königszabel (Standard 4), 1..5 in den Spielen zu dritt und zu viert (Standard 3). `zabel levels`, `zabel levels tafl` und `zabel levels quattro` listen sie auf
cli-help-play-opponent = EinStein und Königszabel: gegen den Computer spielen (computer, der Standard) oder human: gegen einen anderen Menschen an dieser Tastatur
cli-help-play-seat = Nur Quattro und Trio: wer wo sitzt, nach dem Buchstaben der Ecke: `t=human,u=3,v=human,w=1` (eine Stufe ist der Computer; Standard: du bei t, der Computer mit --level überall sonst)
cli-help-play-shieldwall = Nur Königszabel: die wahlweise Schildwall-Regel
cli-help-play-seed = Startwert für Würfel und Computer, um dieselbe Partie noch einmal zu spielen
cli-help-play-record = Die Partienotation am Ende auch in diese Datei schreiben
cli-help-play-new = Eine neue Partie beginnen, auch wenn eine unterbrochen wurde
cli-help-play-color = Farben auf dem Brett: auto (der Standard: im Terminal, außer NO_COLOR ist gesetzt), always (immer) oder never (nie)
cli-help-ewn = Werkzeuge für EinStein
cli-help-ewn-legal = Zeilen `<Stellung> <Wurf>` von stdin lesen und die erlaubten Züge jeder ausgeben
cli-help-tafl = Werkzeuge für Königszabel: Perft, erlaubte Züge, einzelne Züge, ein gezeichnetes Brett
cli-help-tafl-perft = Die Zugfolgen einer Länge zählen; die Zahl allein in der ersten Zeile
cli-help-tafl-perft-depth = Wie viele Halbzüge vorausgeschaut wird
cli-help-tafl-perft-position = Eine Stellung nach K10 (Standard: der Anfang), in Anführungszeichen oder als einzelne Wörter
cli-help-tafl-legal = Stellungen nach K10 von stdin lesen, eine je Zeile; die erlaubten Züge jeder sortiert ausgeben
cli-help-tafl-play = Zeilen `<Stellung> <Zug>` von stdin lesen; die Stellung danach, die Schläge und das Ergebnis ausgeben
cli-help-tafl-show = Eine Stellung nach K10 (Standard: der Anfang) mit Koordinaten, Thron und Burgen zeichnen
cli-help-tafl-show-position = Eine Stellung nach K10, in Anführungszeichen oder als einzelne Wörter
cli-help-engine = Ein Engine-Protokoll über stdin/stdout sprechen
cli-help-engine-tcg = Das schlichte TCG-Protokoll für EinStein-Engines (name, version, time_setting, board_setting, ini, get, exit)
cli-help-engine-tcg-level = Die Stufe, auf der gespielt wird, 1..8 (Standard: 8, die stärkste)
cli-help-engine-tcg-seed = Startwert für die Entscheidungen der Engine (Aufstellungen, Suche; Standard 1)
cli-help-engine-otep = Das OpenTafl Engine Protocol, für Königszabel (hello, rules, play, move, finish)
cli-help-engine-otep-level = Die Stufe, auf der gespielt wird, 1..8 (Standard: 8, die stärkste)
cli-help-engine-otep-seed = Startwert für die Entscheidungen der Engine (Standard 1)
cli-help-levels = Die Stufen des Computers mit ihren gemessenen Wertungen auflisten
cli-help-levels-game = Das Spiel, dessen Stufen gelistet werden: einstein (der Standard), tafl, quattro, quattro-longline oder trio
cli-help-rating = Deine Elo‑Zahl in einem Spiel jetzt und ein Verlauf als Diagramm
cli-help-rating-game = Das Spiel, dessen Wertung gezeigt wird: einstein (der Standard), tafl, quattro, quattro-longline oder trio
cli-help-history = Deine beendeten Partien, die neueste zuerst
cli-help-history-limit = Wie viele Partien gelistet werden (Standard 50)
cli-help-history-game = Nur die dieses Spiels: einstein, tafl, quattro, quattro-longline oder trio
cli-help-history-rated = Nur Partien, die für die Wertung zählten
cli-help-replay = Eine beendete Partie aus deinem Verlauf Zug für Zug durchgehen
cli-help-replay-id = Die Nummer der Partie, wie `zabel history` sie listet
cli-help-analyse = Eine aufgezeichnete Partie Zug für Zug mit der stärksten Analyse besprechen
cli-help-analyse-record = Eine Partienotation, wie `zabel play --record` sie schreibt: EinStein (`Format: zabel-einstein 1`), Königszabel (`zabel-tafl 1`) oder ein Spiel zu dritt oder zu viert (`zabel-einstein-quattro 1`)

## Lektionen (learn/): eine kleine Aufgabe je Regel, auf dem Brett geprüft.
## learn-<id>-intro erklärt, -task-<n> fragt, -miss antwortet auf einen
## erlaubten Zug, der die Aufgabe verfehlt, -done schließt ab.
learn-no-square = { $square } ist kein Feld dieses Bretts.
learn-cannot-move = Die Figur auf { $square } kann jetzt nicht ziehen.
learn-cannot-go = Die Figur auf { $from } kann nicht nach { $to }.
learn-write-move = Schreib einen Zug als zwei Felder, etwa d4-d11.
dice-not-your-stone = Der Stein auf { $square } gehört dir nicht.
dice-one-stone-moves = Mit nur einem Stein wird nicht gewürfelt: dieser Stein zieht, nicht Stein { $stone }.
dice-rolled-stone-moves = Der Würfel zeigt { $roll }: Stein { $roll } muss ziehen, nicht Stein { $stone }.
dice-neighbour-moves = Der Würfel zeigt { $roll }, aber dein Stein { $roll } ist nicht mehr da: der nächsthöhere oder nächstniedrigere zieht ({ $stones }), nicht Stein { $stone }.
dice-one-step = Stein { $stone } zieht ein Feld in Richtung der gegenüberliegenden Ecke: nach { $targets }.
learn-tafl-moves-title = Ziehen wie ein Turm
learn-tafl-moves-intro = Königszabel wird auf 13×13 Feldern gespielt. Der König und seine zwölf Verteidiger beginnen in der Mitte, die vierundzwanzig Angreifer an den Rändern. Jede Figur, auch der König, zieht wie ein Turm im Schach: beliebig weit entlang ihrer Reihe oder Linie, nur über leere Felder.
learn-tafl-moves-task-1 = Zieh deinen Angreifer von d4 geradeaus nach d11.
learn-tafl-moves-miss = Der Zug ist erlaubt, aber die Aufgabe war d4 nach d11: die ganze Linie hinauf in einem Zug.
learn-tafl-moves-done = Richtig: Ein Zug kann das ganze Brett überqueren, solange der Weg frei ist.
learn-tafl-blocked-title = Was einen Zug aufhält
learn-tafl-blocked-intro = Eine Figur springt nie. Jede Figur im Weg, eigene oder fremde, hält sie auf.
learn-tafl-blocked-task-1 = Zieh deinen Angreifer auf b4 so weit nach rechts, wie es geht.
learn-tafl-blocked-miss = Er kann weiter: Er hält erst vor dem Verteidiger auf i4.
learn-tafl-blocked-done = Richtig: Weiter als h4 geht es nicht, der Verteidiger auf i4 sperrt die Reihe.
learn-tafl-throne-title = Der Thron
learn-tafl-throne-intro = Das Feld in der Mitte, g7, ist der Thron. Nur der König darf darauf stehen oder darüber ziehen; jede andere Figur muss außen herum.
learn-tafl-throne-task-1 = Du spielst die Verteidiger. Bring den König von c7 auf den Thron.
learn-tafl-throne-miss = Die Aufgabe war: der König auf den Thron, g7.
learn-tafl-throne-done = Richtig: Der König darf auf seinen Thron zurück, wann immer der Weg frei ist.
learn-tafl-escape-title = Der König entkommt
learn-tafl-escape-intro = Die vier Ecken sind Burgen. Nur der König darf eine betreten, und tut er es, gewinnen die Verteidiger sofort.
learn-tafl-escape-task-1 = Bring den König in eine Burg.
learn-tafl-escape-miss = Der König hätte in diesem Zug eine Burg erreicht: entlang der a-Linie, nach a1 oder a13.
learn-tafl-escape-done = Der König ist entkommen: Die Verteidiger gewinnen. Ein Mann darf nie auf einer Burg stehen.
learn-tafl-capture-title = Schlagen zwischen zweien
learn-tafl-capture-intro = Ein Mann ist geschlagen, wenn ein Gegner so zieht, dass der Mann zwischen zwei Gegnern in einer Linie steht, entlang einer Reihe oder Linie.
learn-tafl-capture-task-1 = Schlag den Verteidiger auf e5: Schließ ihn von der anderen Seite deines Angreifers auf e4 ein.
learn-tafl-capture-miss = Der Verteidiger auf e5 steht noch: Es braucht einen deiner Männer auf e6, gegenüber von e4.
learn-tafl-capture-done = Geschlagen: e5 stand zwischen deinen Männern auf e4 und e6.
learn-tafl-castle-hostile-title = Burgen helfen beim Schlagen
learn-tafl-castle-hostile-intro = Eine Burg zählt für jeden Mann neben ihr als Gegner, ob Angreifer oder Verteidiger: Ein Mann zwischen einer Burg und einem Gegner ist geschlagen. Der leere Thron schlägt keine Männer.
learn-tafl-castle-hostile-task-1 = Schlag den Verteidiger auf b1 neben der Burg a1.
learn-tafl-castle-hostile-miss = Der Verteidiger auf b1 steht noch: Stell einen Mann auf c1, gegenüber der Burg.
learn-tafl-castle-hostile-done = Geschlagen zwischen deinem Mann und der Burg.
learn-tafl-several-title = Mehrere auf einmal
learn-tafl-several-intro = Ein Zug kann bis zu drei Männer schlagen, einen in jeder Richtung vom Zielfeld aus.
learn-tafl-several-task-1 = Schlag die drei Verteidiger um e5 mit einem Zug.
learn-tafl-several-miss = Alle drei Verteidiger grenzen an e5: Ein Mann dort schließt alle drei Linien.
learn-tafl-several-done = Drei auf einmal: d5, f5 und e6 waren jeweils eingeschlossen.
learn-tafl-between-title = Zwischen zwei ziehen ist sicher
learn-tafl-between-intro = Nur die ziehende Seite schlägt. Ein Mann darf zwischen zwei Gegner ziehen und ist dort sicher.
learn-tafl-between-task-1 = Du spielst die Verteidiger. Zieh deinen Mann von e8 hinunter nach e4, zwischen die beiden Angreifer.
learn-tafl-between-miss = Die Aufgabe war e8 nach e4, genau zwischen d4 und f4.
learn-tafl-between-done = Sicher: Die Angreifer haben nicht gezogen, also wird nichts geschlagen. Sie müssten erst weg- und wieder heranziehen.
learn-tafl-king-four-title = Den König fangen
learn-tafl-king-four-intro = Der König ist stärker als ein Mann: Auf einem gewöhnlichen Feld ist er erst gefangen, wenn auf allen vier Seiten Angreifer stehen. Dann gewinnen die Angreifer.
learn-tafl-king-four-task-1 = Schließ die letzte freie Seite des Königs.
learn-tafl-king-four-miss = Unter dem König ist noch frei: f9 ist offen.
learn-tafl-king-four-done = Der König ist von vier Seiten umstellt: Die Angreifer gewinnen.
learn-tafl-king-throne-title = Der König neben dem Thron
learn-tafl-king-throne-intro = Neben dem leeren Thron genügen drei Angreifer: Der Thron schließt die vierte Seite gegen den König.
learn-tafl-king-throne-task-1 = Fang den König auf g8.
learn-tafl-king-throne-miss = Der König hat g9 noch frei: Mit dem Thron unter ihm ist das die letzte Seite.
learn-tafl-king-throne-done = Gefangen mit dreien, der Thron ist die vierte Seite.
learn-tafl-king-edge-title = Der König am Rand
learn-tafl-king-edge-intro = Am Brettrand hat der König nur drei Seiten, also fangen ihn drei Angreifer; neben einer Burg am Rand zwei.
learn-tafl-king-edge-task-1 = Fang den König auf e1.
learn-tafl-king-edge-miss = Über dem König ist e2 noch frei.
learn-tafl-king-edge-done = Am Rand mit dreien gefangen.
learn-tafl-king-guard-title = König und Wächter zusammen
learn-tafl-king-guard-intro = Sind der König und ein Verteidiger neben ihm als Paar eingeschlossen, auf jeder anderen Seite Angreifer, Burgen oder der Rand, werden beide zusammen geschlagen und die Angreifer gewinnen.
learn-tafl-king-guard-task-1 = Schließ den König auf f1 zusammen mit seinem Wächter auf g1 ein.
learn-tafl-king-guard-miss = Das Paar hat über dem Wächter noch g2 frei.
learn-tafl-king-guard-done = König und Wächter sind eingeschlossen: Die Angreifer gewinnen.
learn-tafl-shieldwall-title = Der Schildwall
learn-tafl-shieldwall-intro = Mit der Schildwall-Regel wird eine Reihe von Männern am Rand, jeder mit einem Gegner vor sich, als Ganzes geschlagen, wenn Gegner beide Enden der Reihe schließen. Burgen schließen keinen Wall.
learn-tafl-shieldwall-task-1 = Schlag den Wall aus drei Verteidigern auf d1, e1 und f1.
learn-tafl-shieldwall-miss = Der Wall steht: c1 schließt ein Ende, das andere, g1, ist noch offen.
learn-tafl-shieldwall-done = Der ganze Wall ist geschlagen.
learn-tafl-no-move-title = Kein Zug mehr
learn-tafl-no-move-intro = Eine Seite, die nicht ziehen kann, wenn sie am Zug ist, verliert die Partie.
learn-tafl-no-move-task-1 = Nimm den Verteidigern ihr letztes freies Feld.
learn-tafl-no-move-miss = Die Verteidiger können noch ziehen: Der König hat g2 frei.
learn-tafl-no-move-done = Die Verteidiger können gar nicht mehr ziehen: Sie verlieren. Zwei Männer neben dem König bewahrten ihn vor dem Fang, aber nicht davor.
learn-tafl-repetition-title = Wiederholung und Remis
learn-tafl-repetition-intro = Entsteht dieselbe Stellung mit derselben Seite am Zug zum dritten Mal, endet die Partie remis. Remis ist sie auch nach 200 Zügen in Folge ohne Schlagen. Trifft ein Zug mehreres davon, zählt zuerst Flucht oder Fang des Königs.
learn-tafl-repetition-task-1 = Du spielst die Verteidiger. Zieh den König von g10 nach h10.
learn-tafl-repetition-task-2 = Jetzt weiter nach i10.
learn-tafl-repetition-task-3 = Zurück nach h10: Die Stellung ist dieselbe wie nach deinem ersten Zug.
learn-tafl-repetition-task-4 = Noch einmal nach i10.
learn-tafl-repetition-task-5 = Und ein drittes Mal nach h10.
learn-tafl-repetition-miss = Um das Remis zu zeigen, zieh den König zwischen h10 und i10 hin und her.
learn-tafl-repetition-done = Dieselbe Stellung zum dritten Mal: Die Partie ist remis.
learn-tafl-attack-plan-title = Ein Plan für die Angreifer
learn-tafl-attack-plan-intro = Die Angreifer können den König nicht überallhin jagen. Sie sperren zuerst seine Wege zu den Ecken und ziehen dann den Ring um ihn zu.
learn-tafl-attack-plan-task-1 = Der König auf a6 droht, hinunter zur Burg a1 zu laufen. Versperr ihm den Weg.
learn-tafl-attack-plan-miss = Der König läuft im nächsten Zug nach a1: Ein Mann muss auf der a-Linie dazwischen stehen.
learn-tafl-attack-plan-done = Versperrt. Halte die Wege zu den Ecken zu, und der König kommt nirgends hin.
learn-tafl-defence-plan-title = Ein Plan für die Verteidiger
learn-tafl-defence-plan-intro = Einen offenen Weg zu einer Burg versperrt man leicht. Zwei auf einmal lassen sich nicht mit einem Zug versperren.
learn-tafl-defence-plan-task-1 = Zieh den König auf ein Feld mit zwei offenen Wegen zu Burgen.
learn-tafl-defence-plan-task-2 = Die Angreifer haben einen Weg versperrt. Entkomm über den anderen.
learn-tafl-defence-plan-miss = Von a10 aus sähe der König a1 und a13 zugleich.
learn-tafl-defence-plan-done = Entkommen: Eine doppelte Drohung gewinnt.
learn-einstein-roll-title = Der Würfel wählt den Stein
learn-einstein-roll-intro = In jedem Zug würfelst du, und der Stein mit dieser Zahl zieht: ein Feld nach rechts, nach unten oder schräg zur gegenüberliegenden Ecke (Blau: nach links, nach oben oder schräg).
learn-einstein-roll-task-1 = Du spielst Rot und hast eine 3 gewürfelt. Zieh Stein 3 schräg, den kürzesten Weg zur Ecke.
learn-einstein-roll-miss = Stein 3 darf dorthin, aber schräg nach c3 kommt er der Ecke näher.
learn-einstein-roll-done = Richtig: Der Würfel bestimmt den Stein, du das Ziel.
learn-einstein-neighbours-title = Wenn der gewürfelte Stein fehlt
learn-einstein-neighbours-intro = Ist der Stein mit der gewürfelten Zahl geschlagen, ziehst du stattdessen den nächsthöheren oder nächstniedrigeren, nach deiner Wahl. Gibt es nur einen davon, zieht dieser.
learn-einstein-neighbours-task-1 = Du hast eine 3 gewürfelt, aber Stein 3 fehlt. Schlag den blauen Stein auf c3.
learn-einstein-neighbours-miss = Der blaue Stein auf c3 steht noch: Stein 4 auf b2 kann ihn schlagen.
learn-einstein-neighbours-done = Geschlagen mit Stein 4, dem nächsthöheren nach der fehlenden 3.
learn-einstein-capture-own-title = Den eigenen Stein schlagen
learn-einstein-capture-own-intro = Ein Stein, der auf einen anderen zieht, schlägt ihn, auch einen eigenen. Mit weniger Steinen kommt jeder öfter mit dem Würfel dran.
learn-einstein-capture-own-task-1 = Du hast eine 5 gewürfelt. Schlag deinen eigenen Stein 1 auf d4.
learn-einstein-capture-own-miss = Die Aufgabe war, deinen eigenen Stein auf d4 zu schlagen.
learn-einstein-capture-own-done = Geschlagen: Stein 5 steht jetzt einen Schritt vor der Ecke und zieht nun bei 1 bis 5.
learn-einstein-corner-title = Die Ecke erreichen
learn-einstein-corner-intro = Ein Stein, der die gegenüberliegende Ecke erreicht, gewinnt sofort. Remis gibt es nicht.
learn-einstein-corner-task-1 = Du hast eine 2 gewürfelt. Gewinn die Partie.
learn-einstein-corner-miss = Stein 2 hätte nach e5 ziehen können, in die Ecke, und gewonnen.
learn-einstein-corner-done = Du hast die Ecke erreicht: Du gewinnst.
learn-einstein-last-stone-title = Den letzten Stein schlagen
learn-einstein-last-stone-intro = Der andere Weg zum Sieg: Schlag den letzten Stein deines Gegners.
learn-einstein-last-stone-task-1 = Du hast eine 4 gewürfelt. Gewinn die Partie.
learn-einstein-last-stone-miss = Der letzte blaue Stein auf c3 war für Stein 4 erreichbar.
learn-einstein-last-stone-done = Blau hat keine Steine mehr: Du gewinnst.
learn-einstein-one-stone-title = Ein Stein übrig
learn-einstein-one-stone-intro = Mit nur einem Stein würfelst du nicht: Er zieht in jedem Zug. Aussetzen ist nie erlaubt. Lässt ein Zug nichts zu wählen, spielt Zabel ihn für dich.
learn-einstein-one-stone-task-1 = Zieh deinen letzten Stein, wohin du willst.
learn-einstein-one-stone-miss = Jeder Zug deines Steins ist richtig.
learn-einstein-one-stone-done = Richtig: Kein Wurf, und Stein 5 zieht in jedem Zug.
learn-einstein-example-title = Den Nachbarn wählen
learn-einstein-example-intro = Deine Steine 1, 4 und 5 sind übrig. Eine 2 fällt: Stein 2 fehlt, also darf der nächstniedrigere (1) oder der nächsthöhere (4) ziehen.
learn-einstein-example-task-1 = Du hast eine 2 gewürfelt. Zieh Stein 4 schräg zur Ecke.
learn-einstein-example-miss = Die Aufgabe war Stein 4 von b3 schräg nach c4.
learn-einstein-example-done = Richtig: Fehlt der gewürfelte Stein, wählst du einen seiner Nachbarn.
learn-einstein-race-title = Ein erstes Wettrennen
learn-einstein-race-intro = Weit weg von den anderen Steinen ist das Rennen einfach: Jeder Schritt schräg zählt.
learn-einstein-race-task-1 = Du hast eine 6 gewürfelt. Zieh Stein 6 schräg.
learn-einstein-race-task-2 = Blau hat gezogen. Du hast wieder eine 6: Gewinn das Rennen.
learn-einstein-race-miss = Schräg ist der kürzeste Weg nach e5.
learn-einstein-race-done = Zwei Schritte schräg, und du bist am Ziel: Du gewinnst.
learn-quattro-corners-title = Vier Ecken
learn-quattro-corners-intro = Zu dritt oder zu viert hat das Brett 6×6 Felder, und jeder beginnt in einer Ecke. Jeder zieht zur gegenüberliegenden Ecke, und der Zug geht im Uhrzeigersinn weiter: oben links, oben rechts, unten rechts, unten links. Jeder Stein kann geschlagen werden, auch der des Partners.
learn-quattro-corners-task-1 = Du spielst oben links und hast eine 4 gewürfelt. Zieh Stein 4 schräg.
learn-quattro-corners-task-2 = Die anderen drei haben reihum gezogen, im Uhrzeigersinn. Du hast wieder eine 4: Schlag den Stein von unten rechts auf e4.
learn-quattro-corners-miss = Das ist erlaubt, aber nicht die Aufgabe.
learn-quattro-corners-done = Richtig: Der Zug geht im Uhrzeigersinn reihum, und jeder Stein kann geschlagen werden.
learn-quattro-teams-title = Im Team spielen
learn-quattro-teams-intro = Vier Spieler spielen in zwei Teams. Partner sitzen über Eck oder nebeneinander. Ein Team gewinnt, wenn einer seiner Spieler die gegenüberliegende Ecke erreicht oder ein Spieler des anderen Teams alle Steine verliert.
learn-quattro-teams-task-1 = Du spielst oben links, Partner von unten rechts. Du hast eine 2 gewürfelt: Gewinn für dein Team.
learn-quattro-teams-miss = Stein 2 hätte f6 erreichen können, die gegenüberliegende Ecke.
learn-quattro-teams-done = Dein Stein hat die Ecke erreicht: Dein Team gewinnt, auch wenn er dafür den Stein des Partners schlägt.
learn-quattro-trio-title = Zu dritt
learn-quattro-trio-intro = Zu dritt spielt oben links allein gegen ein Team aus oben rechts und unten links. Der Einzelspieler gewinnt, wenn er die gegenüberliegende Ecke erreicht; das Team nur, wenn es alle Steine des Einzelspielers schlägt.
learn-quattro-trio-task-1 = Du spielst oben rechts, im Team. Du hast eine 3 gewürfelt: Schlag den letzten Stein des Einzelspielers.
learn-quattro-trio-miss = Der letzte Stein des Einzelspielers auf e2 war erreichbar.
learn-quattro-trio-done = Der Einzelspieler hat keine Steine mehr: Dein Team gewinnt.
learn-course = { $course ->
    [einstein] EinStein würfelt nicht!
    [koenigszabel] Königszabel
   *[quattro] EinStein zu dritt und zu viert
}
learn-course-progress = { $course }: { $done } von { $total } Lektionen erledigt.
learn-all-done = Du hast jede Lektion von { $course } erledigt; hier sind sie noch einmal von vorn.
learn-lesson = Lektion { $number } von { $total }: { $title }
learn-marked = Achte auf: { $squares }.
learn-prompt = Dein Zug
learn-keys = Gib einen Zug wie { $example } ein, oder ein Feld, um eine Figur zu wählen und zu sehen, wohin sie kann. h gibt einen Tipp, r beginnt die Lektion neu, n geht zur nächsten Lektion, q hört auf.
learn-hint = Versuch { $move }.
learn-again = Versuch es noch einmal.
learn-answered = Geantwortet wurde mit { $moves }.
learn-stopped = Aufgehört. { $command } macht mit der nächsten Lektion weiter.
learn-course-done = Das war jede Lektion von { $course }. Spiel eine Partie: { $command }
cli-help-learn = Lerne die Regeln eines Spiels auf dem Brett, eine kleine Aufgabe nach der anderen
cli-help-learn-game = Das Spiel zum Lernen: einstein (Standard), tafl oder quattro (drei und vier Spieler)
cli-help-puzzle = Gewertete Aufgaben aus echten Partien, nahe deiner Aufgabenwertung gewählt
cli-help-puzzle-game = Das Spiel: einstein (Standard) oder tafl
cli-help-puzzle-theme = Nur Aufgaben dieses Themas
cli-learn-offer = Die Regeln von { $game } in ein paar Minuten auf dem Brett lernen: { $command }
learn-off-corner = { $square } gehört nicht zu den Feldern deiner Ecke: { $corner }.
learn-einstein-arrange-title = Die Steine aufstellen
learn-einstein-arrange-intro = EinStein wird mit einem Würfel auf 5×5 Feldern gespielt. Jeder hat sechs Steine mit den Zahlen 1 bis 6. Vor der Partie stellt jeder seine sechs in beliebiger Ordnung auf die sechs Felder seiner Ecke, ohne die Aufstellung des anderen zu sehen. Rots Ecke ist oben links; seine Steine wollen nach e5, in die gegenüberliegende Ecke.
learn-einstein-arrange-task-1 = Tippe auf Stein 6, dann auf b2: Die beiden tauschen die Plätze. Stell Stein 6 auf b2, das Feld deiner Ecke, das e5 am nächsten ist.
learn-einstein-arrange-miss = Stein 6 steht noch nicht auf b2: Tippe zuerst auf ihn, dann auf b2.
learn-einstein-arrange-done = Stein 6 beginnt jetzt am nächsten zum Ziel. Jede Ordnung ist erlaubt; in einer Partie wählst du deine vor dem ersten Wurf.

## Aufgaben: eine Stellung aus einer echten Partie und eine Aufgabe.

puzzle-theme-escape = Flucht
puzzle-theme-fork = Zwei Wege zugleich
puzzle-theme-king-capture = Den König fangen
puzzle-theme-capture = Das entscheidende Schlagen
puzzle-theme-race = Wettlauf zur Ecke
puzzle-theme-capture-or-run = Schlagen oder laufen
puzzle-theme-which-neighbour = Welcher Nachbar
puzzle-theme-own-capture = Den eigenen Stein schlagen
puzzle-theme-quiet = Erst ein stiller Zug
puzzle-task-win = Du spielst { $side }: gewinne in { $moves ->
    [one] einem Zug.
   *[other] { $moves } Zügen.
}
puzzle-task-capture = Du spielst { $side }: gewinne in { $moves ->
    [one] einem Zug
   *[other] { $moves } Zügen
}, zuerst mit einem Schlag.
puzzle-task-dice = Du spielst { $side }, { $die } gewürfelt: finde den besten Zug.
puzzle-heading = Aufgabe { $number } · { $theme } · Wertung { $rating }
puzzle-right = Richtig. Die Antwort: { $reply }. Dein nächster Zug?
puzzle-solved = Gelöst.
puzzle-solved-dice = Gelöst: { $move } gewinnt von hier { $best } der Partien, der nächstbeste Zug { $second }.
puzzle-wrong = Nicht dieser: { $move } war der Zug.
puzzle-wrong-refuted = Nicht dieser: die Antwort { $refutation } hält. Der Zug war { $move }.
puzzle-rating-change = Aufgabenwertung { $before } → { $after } ({ $change }).
puzzle-streak = { $streak ->
    [one] Eine in Folge gelöst.
   *[other] { $streak } in Folge gelöst.
}
puzzle-rating = Deine Aufgabenwertung in { $game }: { $rating }, nach { $tried ->
    [one] einer Aufgabe
   *[other] { $tried } Aufgaben
}, { $solved } gelöst. Die Aufgaben werden nahe daran gewählt.
puzzle-rating-new = Deine Aufgabenwertung in { $game } beginnt bei { $rating } und pendelt sich nach einigen Aufgaben ein. Die Aufgaben werden nahe daran gewählt.
puzzle-none = Für { $game } gibt es noch keine Aufgaben.
puzzle-no-theme = { $game } hat kein Thema „{ $theme }“. Die Themen: { $themes }.
puzzle-keys = Gib einen Zug wie { $example } ein, oder ein Feld, um eine Figur zu wählen und zu sehen, wohin sie kann. h gibt einen Tipp (und zählt als nicht gelöst), r versucht es noch einmal, n gibt die nächste Aufgabe, q hört auf.
puzzle-hint = Der Zug: { $move }.
puzzle-again = Die Aufgabe von vorn: mit h spielt sich die Lösung nach.
puzzle-stopped = Beendet. Deine Aufgabenwertung in { $game } ist { $rating }.
