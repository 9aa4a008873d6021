# Reads the apps' catalog (app-en.ftl) and prints one line per app- message,
# tab-separated: the key, its name without `app-` in camel case
# (`app-continue-game` → continueGame), 1 when the message has no variables
# (0 otherwise), and the first line of its English text (empty when the text
# starts on the next line). Both apps' generators of their label accessors
# (android/generate-app-text.sh, ios/ZabelKit/generate-app-text.sh) read the
# catalog through this, so they name and tell apart the messages alike.
# Plain POSIX awk.
function camel(key,    parts, n, i, name) {
    n = split(substr(key, 5), parts, "-")
    name = parts[1]
    for (i = 2; i <= n; i++) name = name toupper(substr(parts[i], 1, 1)) substr(parts[i], 2)
    return name
}
function finish() {
    if (key == "") return
    gsub(/\t/, " ", value)
    printf "%s\t%s\t%d\t%s\n", key, camel(key), (body !~ /\$/), value
    key = ""
}
/^app-[a-z0-9-]+[ \t]*=/ {
    finish()
    key = $0; sub(/[ \t]*=.*/, "", key)
    value = $0; sub(/^[^=]*=[ \t]*/, "", value)
    body = value
    next
}
# A comment, a blank line or another entry ends a message; anything else continues it.
/^(#|[ \t]*$|[a-z-]+[ \t]*=)/ { finish(); next }
{ if (key != "") { body = body "\n" $0; value = "" } }
END { finish() }
