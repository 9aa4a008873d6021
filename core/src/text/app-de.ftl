# Die Beschriftungen der Apps, auf Deutsch: jedes Wort, das die Compose-
# und die SwiftUI-App zeigen und das nicht des Kerns eigenes ist (de.ftl).
# Im selben Bündel wie de.ftl geladen; jeder Schlüssel beginnt mit app- und
# hat seinen englischen Zwilling in app-en.ftl. Plätze kommen in den Formen,
# die seat_text der Bindungen füllt: $seat (im Satz: „die Angreifer“, „Rot“,
# „oben links“), $seat-start (am Satzanfang), $seat-label (allein stehend:
# „Angreifer“), $seat-many (yes bei vielen Männern oder mehreren Plätzen:
# für das Verb).

## Die App und ihre Bildschirme

app-name = Zabel
app-continue-game = Partie fortsetzen
app-new-game = Neue Partie
app-history = Verlauf
app-rating = Wertung
app-settings = Einstellungen
app-back = Zurück
app-rules = Regeln
app-home = Start
app-play-again = Noch einmal
app-cancel = Abbrechen

## Spiele: der volle Name, der kurze (Reiter, Verlauf) und der Name einer
## Regelseite (die beiden Sitzordnungen zu viert teilen sich ihre).

app-game-einstein = EinStein würfelt nicht!
app-game-koenigszabel = Königszabel
app-game-quattro-diagonal = Quattro: Partner über Eck
app-game-quattro-longline = Quattro: Partner nebeneinander
app-game-trio = Trio: einer gegen zwei
app-short-einstein = EinStein
app-short-koenigszabel = Königszabel
app-short-quattro-diagonal = Quattro über Eck
app-short-quattro-longline = Quattro nebeneinander
app-short-trio = Trio
## Start: jedes Spiel in einer Zeile unter seinem Namen.
app-about-einstein = Zwei Spieler auf 5×5: würfeln, einen Stein ziehen, die ferne Ecke erreichen.
app-about-koenigszabel = Hnefatafl auf 13×13: der König flieht in eine Burg, die Angreifer jagen ihn.
app-about-many-players = Drei oder vier Spieler auf 6×6: in zwei Teams oder einer gegen zwei.
app-rules-einstein = EinStein
app-rules-koenigszabel = Königszabel
app-rules-quattro-diagonal = Quattro
app-rules-quattro-longline = Quattro
app-rules-trio = Trio
app-rules-of = Regeln für { $game }
app-hint-quattro-diagonal = Vier Spieler, zwei Teams: Partner sitzen in gegenüberliegenden Ecken.
app-hint-quattro-longline = Vier Spieler, zwei Teams: Partner sitzen nebeneinander.
app-hint-trio = Drei Spieler: die Ecke oben links spielt allein gegen die beiden anderen.

## Gegner wählen, Partie beginnen

app-opponents = Wähle deinen Gegner
app-against-computer = Gegen den Computer
app-suggested = Ausgeglichen
app-expected-score = du erzielst { $percent }
# Beside the board at a game's start, with the person's seat: their expected score against the computer's level (by name), a draw counting half.
app-chance-against = Deine Chance gegen { $level }: { $percent }
app-friend = Zu zweit an einem Gerät
app-koenigszabel-friend = Königszabel: zu zweit an einem Gerät
app-watch = Zwei Computern zusehen
app-new-game-of = Neue Partie { $game }
app-opponent = Gegner
app-not-rated-yet = noch ohne Wertung
app-not-rated = nicht gewertet
app-unrated-level = Noch ohne Wertung: Partien gegen diese Stufe zählen nicht
app-your-side = Deine Seite
app-shieldwall = Schildwall
app-shieldwall-hint = Ganze Reihen von Männern am Rand können auf einmal geschlagen werden.
app-setup = Stelle deine Steine auf
app-setup-hint = Tippe einen Stein an, dann das Feld, mit dem er tauscht.
app-random = Zufällig
app-who-starts = Wer beginnt
app-you = Du
app-computer = Computer
app-start = Los
app-board = Brett
# Eine Stufe zur Wahl: „2. Anfänger · Elo 1100“ oder „· noch ohne Wertung“.
app-level-line = { $level }. { $name } · { $rating ->
    [none] { $unrated }
   *[other] Elo { $rating }
}
app-computer-choice = Computer: { $level }
# Wer an einem Platz saß: eine Person oder eine Stufe des Computers mit ihrem Namen (level-…).
app-player = { $kind ->
    [computer] { $name } (Computer, Stufe { $level })
    [you] Du
   *[person] Mensch
}
app-many-players = EinStein zu dritt oder viert
app-new-many-players = EinStein zu dritt oder viert
app-game = Spiel
app-seats = Wer spielt an welchem Platz
app-team = Team { $team }
app-dropped-out = ausgeschieden
app-unrated-teams = Partien zu dritt und zu viert werden nicht gewertet.

## Spielen

app-roll = Würfeln
app-undo = Zurücknehmen
app-hint = Tipp
app-hint-working = Der Tipp wird berechnet…
app-resign = Aufgeben
app-thinking = Der Computer denkt nach…
app-no-roll = Ein Stein übrig: kein Wurf
app-choose-stone = Wähle einen Stein
app-choose-piece = Wähle die Figur, die zieht
app-choose-target = Wähle das Zielfeld
app-roll-prompt = Würfle
app-to-move = { $seat-start } { $seat-many ->
    [yes] sind
   *[no] ist
} am Zug
# Ein Platz ist ein Ort, keine Person: „an den Platz oben links“, nicht „an oben links“.
app-hand-over = Gib das Gerät an den Platz { $seat } weiter
app-hand-over-go = Ich sitze { $seat } – los
app-hand-over-hint = Der nächste Zug gehört jemand anderem. Gib das Gerät weiter und tippe dann.
app-ready = Bereit: Brett zeigen
app-list-and = { $first } und { $second }

## Das Ende einer Partie in einem Satz. $outcome ist win (ein Platz),
## together (Partner) oder draw; $winner und $loser nennen die Gewinner-
## und die Verliererplätze (mit „und“, wenn es mehrere sind), mit den Formen
## -start und -many wie oben; $reason ist der Grund des Kerns.

app-result = { $outcome ->
    [draw] Unentschieden
    [together] { $winner-start } haben gemeinsam gewonnen
   *[win] Sieg für { $winner }
}: { app-end-reason }
## Das Ende einer Partie, die eine Person gegen den Computer gespielt hat,
## dieser Person gesagt: $outcome ist won, lost oder draw; $you-resigned
## (yes/no), ob die Person aufgegeben hat; $loser, $loser-many und $reason
## wie oben.
app-result-yours = { $outcome ->
    [draw] Unentschieden
    [won] Du hast gewonnen
   *[lost] Du hast verloren
}: { $you-resigned ->
    [yes] du hast aufgegeben
   *[no] { app-end-reason }
}
## Warum eine Partie endete (in app-result und app-result-yours).
app-end-reason = { $reason ->
    [reached-corner] { reason-reached-corner }
    [captured-all] { reason-captured-all }
    [king-escaped] { reason-king-escaped }
    [king-captured] { reason-king-captured }
    [no-legal-move] { reason-no-legal-move }
    [repetition] { reason-repetition }
    [no-capture] { reason-no-capture }
   *[resigned] { $loser } { $loser-many ->
        [yes] haben
       *[no] hat
    } aufgegeben
}
## Ein Platz und seine Punkte am Ende: $score ist win, draw oder loss.
app-seat-score = { $seat-label } { $score ->
    [win] 1
    [draw] ½
   *[loss] 0
}
## Die Punkte zweier Plätze, oder eine Liste und ein weiterer: der Punkt hängt am Vorigen.
app-scores = { $first } · { $second }
app-score = { $score ->
    [win] gewonnen
    [draw] remis
   *[loss] verloren
}
app-rating-change = Wertung { $change }
app-not-rated-reason = { $reason ->
    [undo] Nicht gewertet: ein Zug wurde zurückgenommen
    [hint] Nicht gewertet: ein Tipp wurde gezeigt
   *[unrated-opponent] Nicht gewertet: diese Stufe hat noch keine Wertung
}

## Analyse

app-review = Analyse
app-reviewing = Jeder Zug wird bewertet…
app-chance-graph = Chance für { $seat }, Zug für Zug
app-chance-graph-at = nach Zug { $ply }: { $percent }
app-next-mistake = Nächster Fehler
# The die's face for screen readers, and the move list's steps.
app-die-value = Würfel: { $value }
app-moves = Züge
app-first-move = Zum Anfang
app-last-move = Zum Ende
app-move-back = Einen Zug zurück
app-move-on = Einen Zug vor
# A game under way shown at an earlier move: the board takes no moves until the player returns.
app-back-to-game = Zurück zur Partie
# In the prompt's place while an earlier position is shown: a tap on the board brings the present back, it plays nothing.
app-looking-back = Tippe aufs Brett, um weiterzuspielen

## Verlauf, Nachspielen, Wertung

app-recent-games = Letzte Partien
app-no-games = Noch keine beendeten Partien.
app-history-all = Alle Spiele
app-history-rated-only = Nur gewertete
app-history-none-match = Keine beendete Partie passt zu diesen Filtern.
app-history-pick = Tippe auf eine Partie, um sie hier nachzuspielen.
# Eine beendete Partie, wie die eine Person sie liest, die gegen den Computer gespielt hat; nie nur als Farbe.
app-your-score = { $score ->
    [win] Gewonnen
    [draw] Remis
   *[loss] Verloren
}
app-replay = Nachspielen
app-replay-title = { $number ->
    [none] Nachspielen · { $game }
   *[other] Nachspielen #{ $number } · { $game }
}
# A replay's title from its history entry: the game, who the person played ($opponent none between people), the day.
app-replay-title-of = { $opponent ->
    [none] { $game } · { $date }
   *[other] { $game } gegen { $opponent } · { $date }
}
app-ply = Zug { $ply } von { $plies }
app-levels = Die Spielstufen des Computers
app-no-rated-games = Spiele gegen den Computer, um eine Wertung zu bekommen.
app-your-rating = Deine Elo‑Zahl: { $rating } · { $provisional ->
    [yes] { provisional }
   *[no] { rated-games }
}
# Die beste Wertung nach einer gewerteten Partie, neben der jetzigen.
app-best-rating = Bestwert: { $rating }
# Die eigenen Ergebnisse gegen eine Spielstufe des Computers. Geschützte Leerzeichen halten Zahl und Wort zusammen, den Punkt dahinter auch.
app-level-record = { $won } gewonnen · { $drawn } unentschieden · { $lost } verloren
app-chart-games = gewertete Partien →
app-provisional-games = vorläufig
# Nach „in“ der Dativ: „in 1 gewerteten Partie“.
app-chart-summary = Elo von { $from } auf { $to } in { $count ->
    [one] { $count } gewerteten Partie
   *[other] { $count } gewerteten Partien
}

## Die Aufzeichnung einer Partie, geteilt und geöffnet

app-copy-record = Aufzeichnung kopieren
app-share-record = Aufzeichnung teilen
app-record-copied = Aufzeichnung kopiert
# Das Menü der Aufzeichnung einer beendeten Partie in der oberen Leiste, wie Screenreader sein Symbol nennen.
app-record-menu = Partie kopieren oder teilen
app-copy-record-for = Für { $notation } kopieren
app-share-record-for = Für { $notation } teilen
# Die Aktionen des Verlaufs: eine Aufzeichnung aus einer Datei oder aus der Zwischenablage.
app-open-game = Partie öffnen
app-paste-game = Partie einfügen
app-clipboard-empty = Die Zwischenablage enthält keinen Text.
app-clipboard-failed = Die Zwischenablage ließ sich nicht verwenden.

## Einstellungen und Sicherungen

app-show-die = Würfel anzeigen
app-highlight-moves = Mögliche Züge markieren
app-coordinates = Koordinaten anzeigen
app-sound = Ton und Vibration
app-theme = Design
app-theme-system = Wie das System
app-theme-light = Hell
app-theme-dark = Dunkel
app-pace = Züge des Computers
app-pace-instant = Sofort
app-pace-quick = Zügig
app-pace-steady = Gut zu verfolgen
app-pace-slow = Langsam
app-default-level = Standard-Spielstufe
app-language = Sprache
app-export-backup = Sicherung exportieren
app-import-backup = Sicherung importieren
app-share-backup = Sicherung teilen
# The settings' groups, and the About screen.
app-settings-play = Spielen
app-settings-board = Brett und Aussehen
app-settings-data = Deine Daten
app-about = Über Zabel
app-about-version = Version { $version }
app-about-offline = Zabel arbeitet offline: Es nutzt nie das Netz.
app-about-licences = Was Zabel mitbringt, und seine Lizenzen
app-about-sources = Woher die Regeln stammen
app-about-source-einstein = EinStein würfelt nicht! von Ingo Althöfer (3-Hirn-Verlag), seine Regeln und die Ausgabe für drei und vier Spieler (2005).
app-about-source-hanfried = Das Handbuch von Hanfried, der PC-Fassung von EinStein würfelt nicht! von einer CD der Zeitschrift c't, mit seinem Beispiel.
app-about-source-tafl = Hnefatafl als Königszabel: Regeln, zusammengestellt aus archäologischen Funden und schriftlichen Zeugnissen, 13×13 mit Thron und Burgen.
app-backup-file-failed = Die gewählte Datei ließ sich nicht öffnen.
app-exported = Gespeichert in { $file }
app-imported = { $count ->
    [one] { $count } Partie hinzugefügt
   *[other] { $count } Partien hinzugefügt
}, { $skipped } schon vorhanden{ $attempts ->
    [0] {""}
    [one] , dazu ein Aufgabenversuch
    [other] , dazu { $attempts } Aufgabenversuche
   *[none] {""}
}

## Bildschirmleser

app-can-go-to = Kann ziehen nach { $squares }
app-played = Gespielt: { $moves }
app-captured = Geschlagen: { $squares }
app-took-back = Zug zurückgenommen
app-selection-cleared = Auswahl aufgehoben
# Ein Zug eines unbekannten Spielers: „Zug: e1-e4“.
app-someone = Zug
app-rolled = Gewürfelt: { $roll }
app-moved = { $who }: { $from }-{ $to }{ $capturing ->
    [yes] , schlägt { $squares }
   *[no] { "" }
}
# Eine gewählte Figur: $reach ist none, named (die Ziele in $targets) oder counted ($count Ziele).
app-selected = { $square } gewählt, { $reach ->
    [none] kann nicht ziehen
    [named] kann ziehen nach { $targets }
   *[counted] { $count } Zielfelder
}
app-move-to = Nach { $square } ziehen
app-move-here = { $square } hierher ziehen
app-pieces-rotor = Ziehbare Figuren
app-targets-rotor = Zielfelder

## Die Analyse und die Wertungskurve, weiter

app-was-it-luck = War es Glück?
# Under a review's summary: opens what its words and numbers mean.
app-what-does-this-mean = Was heißt das?
app-elo = Elo
# Ein geschütztes Leerzeichen (und in „Elo‑Zahl“ ein geschützter Bindestrich) hält „Elo“ bei seiner Zahl, in jeder Zeile hier, die eine zeigt.
app-elo-of = Elo { $rating }
# Each language by its own name, the same in every catalog.
app-language-en = English
app-language-de = Deutsch
app-chart-axis-games = Gewertete Partien
app-provisional-period = vorläufig (erste { $count } Partien)
app-your-turn = am Zug

## Lernen: die Lektionen (core/src/learn); die Worte jeder Lektion sind
## die des Kerns (learn-<id>-…).

app-learn = Lernen
app-learn-title = Spielen lernen
app-learn-progress = { $done } von { $total } erledigt
app-learn-start = Beginnen
app-learn-continue = Weiter
app-learn-again = Noch einmal von vorn
app-learn-hint = Tipp
app-learn-hint-text = Versuch { $move }.
app-learn-restart = Neu beginnen
app-learn-next = Nächste Lektion
app-learn-step = Aufgabe { $step } von { $steps }
app-learn-lesson-done = Lektion erledigt
app-learn-course-done = Jede Lektion erledigt. Bereit für eine Partie?
app-learn-answered = Geantwortet wurde mit { $moves }.
app-learn-offer-title = Neu bei { $game }?
app-learn-offer-text = Ein paar kurze Lektionen zeigen die Regeln auf dem Brett, eine kleine Aufgabe nach der anderen.
app-learn-offer-yes = Zeig es mir
app-learn-offer-no = Nein, danke
app-puzzles = Aufgaben
app-puzzle-none = Sie entstehen gerade aus den Partien der Computer; versuch solange die Aufgaben eines anderen Spiels.
app-puzzle-theme = Thema
app-puzzle-any-theme = Alle Themen
app-puzzle-hint = Zug zeigen
app-puzzle-hint-cost = Den Zug zeigen zählt als nicht gelöst.
app-puzzle-again = Noch einmal
app-puzzle-next = Nächste Aufgabe
app-puzzle-history = Deine Aufgabenwertung
app-puzzle-history-summary = Aufgabenwertung von { $from } bis { $to } nach { $count ->
    [one] einer Aufgabe
   *[other] { $count } Aufgaben
}
