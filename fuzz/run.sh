#!/usr/bin/env bash
# Builds one libFuzzer target with address sanitizer and runs it.
#
# usage: fuzz/run.sh NAME SECONDS [libFuzzer options...]
#   NAME: color | mustache | frontmatter | changelog | markdown (fuzz/NAME.swift)
#
# The target is compiled with `swiftc -sanitize=fuzzer,address -parse-as-library`
# directly over the sources it tests (copied with their `import TL...` lines
# removed, so they form one module with the entry file). Seeds come from
# fuzz/corpus/NAME and are never written to; inputs the fuzzer finds go to a
# work folder ($TLSITE_FUZZ_WORK, default /tmp/tlsite-fuzz/NAME), and so do
# crash, timeout and out-of-memory inputs (artifacts/). Exit code: 0 when the
# run ended without a finding, 1 when it found one (see fuzz/README.md).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
name="${1:?usage: fuzz/run.sh NAME SECONDS [libFuzzer options...]}"
seconds="${2:?usage: fuzz/run.sh NAME SECONDS [libFuzzer options...]}"
shift 2

link=()
# Modules compiled on their own first and imported (their names would clash
# with the tested sources': Mustache's SourceLocation and TLCore's).
modules=()
case "$name" in
    color)       sources=(Sources/TLModel/Color*.swift) ;;   # Color, its names and its problems
    mustache)    sources=(Sources/Mustache/*.swift) ;;
    frontmatter) sources=(Sources/TLContent/FrontMatter.swift Sources/TLContent/UserFile.swift Sources/TLCore/Diagnostic.swift Sources/TLCore/HTMLEscape.swift
                          Sources/TLFormats/YAML.swift Sources/TLFormats/YAMLScalar.swift)
                 link=(-I "$repo/Sources/CYaml" -lyaml) ;;
    changelog)   # Every reader it uses, but not FileIO or BuildCommit (they use the C shim CTLSys; the target reads no files) nor ImageLibrary (CVips).
                 sources=($(cd "$repo" && ls Sources/TLCore/*.swift Sources/TLFormats/*.swift Sources/TLMarkdown/*.swift Sources/TLModel/*.swift \
                              Sources/TLContent/*.swift Sources/TLRender/ReleaseHTML.swift Sources/TLRender/CatalogueContext.swift \
                              | grep -vE '/(FileIO|DiskFiles|MemoryFiles|BuildCommit|ImageLibrary)\.swift$'))
                 modules=(Mustache)   # the release's partials are rendered with the template engine
                 link=(-I "$repo/Sources/CYaml" -I "$repo/Sources/CCmark" -lyaml -lcmark) ;;
    markdown)    sources=($(cd "$repo" && ls Sources/TLCore/*.swift Sources/TLFormats/*.swift Sources/TLMarkdown/*.swift | grep -vE '/(FileIO|DiskFiles|MemoryFiles|BuildCommit|ImageLibrary)\.swift$'))
                 link=(-I "$repo/Sources/CYaml" -I "$repo/Sources/CCmark" -lyaml -lcmark) ;;
    *) echo "fuzz/run.sh: unknown target '$name' (color, mustache, frontmatter, changelog, markdown)" >&2; exit 2 ;;
esac

work="${TLSITE_FUZZ_WORK:-${TMPDIR:-/tmp}/tlsite-fuzz}/$name"
mkdir -p "$work/src" "$work/corpus" "$work/artifacts"
rm -f "$work"/src/*.swift
merged="TLCore|TLFormats|TLMarkdown|TLModel|TLContent|TLRender|Mustache"
for module in "${modules[@]}"; do
    merged="$(echo "$merged" | sed -E "s/(^|\|)$module(\||$)/\1/; s/\|\|/|/; s/^\||\|$//g")"
    mkdir -p "$work/modules"
    if ! swiftc -sanitize=address -parse-as-library -O -g -package-name tlsite -module-name "$module" -emit-module -emit-module-path "$work/modules/$module.swiftmodule" \
            -emit-library -static -o "$work/modules/lib$module.a" "$repo"/Sources/"$module"/*.swift > "$work/build.log" 2>&1; then
        cat "$work/build.log" >&2
        echo "fuzz/run.sh: building the module $module failed" >&2
        exit 3
    fi
    link+=(-I "$work/modules" -L "$work/modules" -l"$module")
done
for source in "${sources[@]}"; do
    sed -E "/^import ($merged)\$/d" "$repo/$source" > "$work/src/$(basename "$source")"
done
# TLMarkdown's emoji table is data its build plugin embeds: embed it the same way.
if printf '%s\n' "${sources[@]}" | grep -q '^Sources/TLMarkdown/'; then
    swift "$repo/Sources/embed-resources/main.swift" "$work/src/EmbeddedResources.swift" "$repo/Sources/TLMarkdown" "$repo/Sources/TLMarkdown/emoji.txt"
fi

binary="$work/$name-fuzz"
echo "fuzz/run.sh: building $name into $binary" >&2
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name tlsite -module-name "Fuzz_$name" \
        "${link[@]}" "$repo/fuzz/$name.swift" "$work"/src/*.swift -o "$binary" > "$work/build.log" 2>&1; then
    grep -v "warning: Cannot export local symbol" "$work/build.log" >&2
    echo "fuzz/run.sh: building $name failed (toolchain without libFuzzer? see fuzz/README.md)" >&2
    exit 3
fi

dict=()
[ -f "$repo/fuzz/$name.dict" ] && dict=(-dict="$repo/fuzz/$name.dict")
echo "fuzz/run.sh: running $name for $seconds s (corpus $work/corpus, seeds fuzz/corpus/$name)" >&2
# libFuzzer prints the stack of a crash; Swift's own backtracer would race it.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
symbolizer="$(command -v llvm-symbolizer || true)"
[ -n "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$symbolizer}"
# Leaks that are Foundation's own, behind caches kept for the process (fuzz/lsan.supp).
export LSAN_OPTIONS="suppressions=$repo/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
before="$(ls "$work/artifacts")"
set +e
"$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "${dict[@]}" "$@" "$work/corpus" "$repo/fuzz/corpus/$name" 2>&1 | tee "$work/run.log"
status=${PIPESTATUS[0]}
set -e
runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/run.log" | grep -o '[0-9]*$' | tail -1)
echo "fuzz/run.sh: $name: ${runs:-?} executions in $seconds s, exit $status" >&2
found="$(comm -13 <(echo "$before") <(ls "$work/artifacts") | sed "s|^|$work/artifacts/|")"
if [ "$status" -ne 0 ] || [ -n "$found" ]; then
    echo "fuzz/run.sh: $name found something (exit $status):" >&2
    echo "${found:-  (see $work/run.log)}" >&2
    exit 1
fi
