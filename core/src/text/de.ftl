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
review-decisions = { $percent } % durch Entscheidungen verloren
review-dice-gave = der Würfel gab { $percent } %
review-dice-cost = der Würfel kostete { $percent } %

## Fehler

error-data-directory = Zabel kann seinen Datenordner nicht nutzen.
error-locked = Zabel ist schon in einem anderen Fenster geöffnet.
error-database = Die Daten von Zabel ließen sich nicht lesen oder schreiben.
error-corrupt = Die Daten von Zabel sind beschädigt und nicht lesbar.
error-too-new = Diese Daten stammen von einem neueren Zabel; bitte aktualisieren.
error-backup = Die Sicherung ist nicht lesbar.
error-bad-game = Diese Partieaufzeichnung ist ungültig.
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
recovery-restored = { $count ->
    [one] { $count } Partie wurde aus den Sicherungen wiederhergestellt.
   *[other] { $count } Partien wurden aus den Sicherungen wiederhergestellt.
}
recovery-skipped = { $count ->
    [one] { $count } Zeile der Sicherungen war nicht lesbar; höchstens { $count } Partie ist verloren. Sie liegt in { $path }.
   *[other] { $count } Zeilen der Sicherungen waren nicht lesbar; höchstens { $count } Partien sind verloren. Sie liegen in { $path }.
}
recovery-older-backup = Die neueste Sicherung war nicht lesbar; eine ältere wurde verwendet.
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

cli-resign-rated = Diese Partie ist gewertet: Aufgeben zählt als Niederlage für deine Wertung. Aufgeben? (y/n)
cli-help = { $game ->
    [koenigszabel] Wähle eine Figur mit ihrem Feld (e1) und dann ihr Ziel (e4), oder tippe den Zug (e1-e4). ? zeigt die Figuren, die ziehen können, ? e1, wohin e1 kann. q gibt auf; das Ende der Eingabe (Strg-D) hebt die Partie für später auf.
   *[other] Enter würfelt. Wähle einen Stein mit seiner Zahl (4 oder R4) oder seinem Feld (b3). ? zeigt, was ziehen kann. q gibt auf; das Ende der Eingabe (Strg-D) hebt die Partie für später auf.
}
cli-not-text = Das war kein lesbarer Text (kein UTF-8); bitte noch einmal eingeben.
cli-no-data = In { $path } liegen keine Zabel-Daten; stimmt --data-dir?
cli-read-backups = In einem anderen Fenster ist eine Partie offen; dies sind die Partien aus ihren Sicherungen.
cli-replay-step = Enter: der nächste Zug, q: aufhören
cli-bad-saved-game = Deine unterbrochene Partie lässt sich mit dieser Version von Zabel nicht fortsetzen; sie bleibt erhalten, und `zabel play --new` beginnt eine neue.
cli-not-rated = Partien { $game } werden nicht gewertet: nur Partien zu zweit, ein Mensch gegen den Computer.
cli-store-details = Die Einzelheiten stehen in { $path }.

## Kurzregeln, eine Seite je Spiel

rules-einstein =
    Jeder Spieler hat sechs Steine mit den Zahlen 1 bis 6 in einer Ecke des 5×5-Bretts. Würfle und ziehe den Stein mit dieser Zahl ein Feld in Richtung der gegenüberliegenden Ecke: nach rechts, unten oder schräg (Blau: nach links, oben oder schräg). Ist dieser Stein nicht mehr da, ziehe den nächsthöheren oder nächstniedrigeren. Ein Stein, der auf einem anderen landet, schlägt ihn, auch einen eigenen. Du gewinnst, wenn ein Stein die gegenüberliegende Ecke erreicht oder dein Gegner keine Steine mehr hat.
    Beispiel: Du würfelst eine 4, dein Stein 4 ist aber geschlagen; du darfst Stein 3 oder Stein 5 ziehen.
rules-koenigszabel =
    Der König und seine zwölf Verteidiger beginnen in der Mitte des 13×13-Bretts, die vierundzwanzig Angreifer an den Rändern. Jede Figur zieht wie ein Turm beliebig weit entlang einer Reihe oder Linie; nur der König darf auf dem Thron in der Mitte oder auf den vier Burgen in den Ecken stehen. Ein Mann ist geschlagen, wenn ein Gegner so zieht, dass er zwischen zwei Gegnern (oder einem Gegner und einer Burg) in einer Linie steht. Die Verteidiger gewinnen, wenn der König eine Burg erreicht; die Angreifer, wenn sie den König von allen vier Seiten umstellen (am Rand oder neben dem Thron von drei). Die Angreifer beginnen.
    Beispiel: Ein Angreifer zieht von e5 nach e4, ein anderer steht auf e2 — der Verteidiger auf e3 ist geschlagen.
rules-quattro =
    Vier Spieler auf einem 6×6-Brett, in zwei Teams: Partner sitzen über Eck oder nebeneinander. Jeder zieht sechs nummerierte Steine zur gegenüberliegenden Ecke, wie bei EinStein, reihum im Uhrzeigersinn. Jeder Stein kann geschlagen werden, auch der des Partners. Ein Team gewinnt, wenn einer seiner Spieler die gegenüberliegende Ecke erreicht oder ein Spieler des anderen Teams alle Steine verloren hat.
    Beispiel: Oben links würfelt eine 2 und schlägt mit Stein 2 den letzten Stein von unten links — sein Team gewinnt.
rules-trio =
    Drei Spieler auf einem 6×6-Brett: Oben links spielt allein gegen oben rechts und unten links. Der Einzelspieler gewinnt, wenn er die Ecke unten rechts erreicht; das Team gewinnt nur, wenn es alle seine Steine schlägt. Ein Teamstein, der seine Zielecke erreicht, verlässt das Brett.
    Beispiel: Das Team hat fünf Steine von oben links geschlagen; nimmt es den sechsten, gewinnt es.

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
