#!/usr/bin/env bash
# Builds the other Cờ Thú (Jungle) engines from their public sources and compares tabletop with
# them, interleaved, on one pinned core: every-leaf perft of the start (every leaf made), bulk
# perft (the last ply counted, not made) and random playouts (plies a second); against Ludii also
# legal-move generation and four-player Cờ Cá Ngựa against its Pachisi.
#
#   benchmarks/peers/run.sh PEERS_DIR [--rounds N] [--warmup W] [--core C] [--jar JAR] [--build-only]
#                           [--only jungine|AnimalChess|Ludii] [--clock cpu|process|wall]
#
# PEERS_DIR holds the peers' checkouts, as their authors publish them, under these names:
#   jungine/       notune/jungine (C++; built with its own engine/Makefile)
#   AnimalChess/   netcan/AnimalChess (Rust; its core crate's board.rs and chess.rs)
#   Ludii/         Ludeme/Ludii (Java; its Common, Language and Core projects, compiled with javac
#                  as its Eclipse projects are, with its own jars from Common/lib; its games from
#                  Common/res)
# A peer that is missing is skipped.
#
# Nothing of theirs is in this repository. What is built goes to PEERS_DIR/build: each peer's own
# build, and a small timing harness of ours per peer, written there by this script from the
# heredocs below, that calls the peer's public API (jungine's initTables and Board: init,
# generateMoves, makeMove, unmakeMove, checkGameOver, isRepetition, perft; AnimalChess's Board:
# new, generate_all_steps, move_chess, undo_move) and answers the requests of
# `java -jar benchmarks.jar peer`. Ludii's harness is benchmarks/peers/LudiiPeer.java, compiled
# into PEERS_DIR/build/ludii against Ludii's classes and benchmarks.jar: it loads Ludii's Jungle
# and Pachisi (Ludii has no Ludo) by GameLoader and serves tabletop's requests too, so that both
# run in one JVM. Rates are on thread CPU time (--clock process: a JVM's whole CPU time, its
# collector's threads included; --clock wall: elapsed time; see compare.py).
#
# The tabletop side is benchmarks/target/benchmarks.jar (or --jar); build it first with
#   ./mvnw -o -q -pl benchmarks -am package -DskipTests
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rounds=10
warmup=2
core=1
build_only=0
clock=cpu
only=""
peers=""
jar="$repo/benchmarks/target/benchmarks.jar"
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --warmup) warmup="$2"; shift 2 ;;
    --core) core="$2"; shift 2 ;;
    --jar) jar="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --build-only) build_only=1; shift ;;
    --only) only="$2"; shift 2 ;;
    --clock) clock="$2"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) peers="$(cd "$1" && pwd)"; shift ;;
  esac
done
if [ -z "$peers" ]; then
  echo "usage: run.sh PEERS_DIR [--rounds N] [--warmup W] [--core C] [--jar JAR] [--build-only]" \
    "[--only jungine|AnimalChess|Ludii] [--clock cpu|process|wall]" >&2
  exit 2
fi
build="$peers/build"
mkdir -p "$build"
pin="taskset -c $core"
# Whether a peer is to be built and run (all of them, or the one --only names).
wanted() { [ -z "$only" ] || [ "$only" = "$1" ]; }

# ---------------------------------------------------------------- jungine (C++)
jungine=""
if ! wanted jungine; then
  :
elif [ -f "$peers/jungine/engine/Makefile" ]; then
  echo "== building jungine with its own Makefile" >&2
  make -s -C "$peers/jungine/engine" >&2
  cat > "$build/jungine-bench.cpp" <<'CPP'
// tabletop's timing harness for jungine: requests on stdin, "ok COUNT NANOS CPU_NANOS" on stdout.
#include "board.h"
#include <chrono>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

static Board board;  // large (its undo stack): not on the stack

static long long cpuNanos() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

// Bulk perft: the moves at the last ply counted, not made (jungine's own perft makes them all).
static uint64_t bulk(int depth) {
  if (depth == 0) return 1;
  if (board.checkGameOver() != 0) return 0;
  Move moves[MAX_MOVES];
  int count = 0;
  board.generateMoves(moves, count);
  if (depth == 1) return (uint64_t)count;
  uint64_t n = 0;
  for (int i = 0; i < count; i++) {
    board.makeMove(moves[i]);
    n += bulk(depth - 1);
    board.unmakeMove();
  }
  return n;
}

int main() {
  initTables();  // jungine's own start-up, as its main does
  uint64_t rng = 20261129u;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd == "quit") break;
    long long c0 = cpuNanos();
    auto t0 = std::chrono::steady_clock::now();
    uint64_t count = 0;
    if (cmd == "perft") {
      int depth = 0;
      std::string kind;
      in >> depth >> kind;
      board.init();
      count = kind == "bulk" ? bulk(depth) : board.perft(depth);
    } else if (cmd == "playouts") {
      // Random games by jungine's rules (its threefold repetition), cut at 2,000 plies.
      long games = 0;
      in >> games;
      for (long g = 0; g < games; g++) {
        board.init();
        for (int ply = 0; ply < 2000; ply++) {
          if (board.checkGameOver() != 0 || board.isRepetition()) break;
          Move moves[MAX_MOVES];
          int n = 0;
          board.generateMoves(moves, n);
          if (n == 0) break;
          rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
          board.makeMove(moves[rng % (uint64_t)n]);
          count++;
        }
      }
    } else {
      std::printf("error unknown request\n");
      std::fflush(stdout);
      continue;
    }
    auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
        std::chrono::steady_clock::now() - t0).count();
    std::printf("ok %llu %lld %lld\n", (unsigned long long)count, (long long)ns,
                cpuNanos() - c0);
    std::fflush(stdout);
  }
  return 0;
}
CPP
  # The flags of jungine's own Makefile, and its sources but its main.
  src="$peers/jungine/engine"
  others=""
  for f in "$src"/*.cpp; do
    case "$(basename "$f")" in main.cpp) ;; *) others="$others $f" ;; esac
  done
  # shellcheck disable=SC2086
  g++ -std=c++17 -O3 -march=native -flto -DNDEBUG -I"$src" -o "$build/jungine-bench" \
    "$build/jungine-bench.cpp" $others -lpthread
  jungine="$build/jungine-bench"
else
  echo "== jungine: no $peers/jungine/engine/Makefile, skipped" >&2
fi

# ---------------------------------------------------------------- AnimalChess (Rust)
animal=""
if ! wanted AnimalChess; then
  :
elif [ -f "$peers/AnimalChess/core/src/board.rs" ]; then
  echo "== building AnimalChess's board with a harness of ours (cargo --release)" >&2
  crate="$build/animalchess-bench"
  mkdir -p "$crate/src" "$crate/.cargo"
  # Their crate asks for rand 0.7; its board uses only thread_rng and gen, which rand 0.8 has,
  # so the harness compiles their two source files, where they are, against rand 0.8 (the
  # version Debian packages, for machines without crates.io).
  cat > "$crate/Cargo.toml" <<'TOML'
[package]
name = "animalchess-bench"
version = "0.0.0"
edition = "2018"

[dependencies]
rand = "0.8"

[profile.release]
opt-level = 3
lto = true
codegen-units = 1
TOML
  if [ -d /usr/share/cargo/registry ] && [ -n "$(ls /usr/share/cargo/registry | grep '^rand-0\.8')" ]; then
    cat > "$crate/.cargo/config.toml" <<'TOML'
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "/usr/share/cargo/registry"
[net]
offline = true
TOML
  fi
  cat > "$crate/src/main.rs" <<RS
// tabletop's timing harness for AnimalChess: requests on stdin, "ok COUNT NANOS CPU_NANOS" on
// stdout.
#![allow(dead_code)]
#[path = "$peers/AnimalChess/core/src/chess.rs"]
mod chess;
#[path = "$peers/AnimalChess/core/src/board.rs"]
mod board;
RS
  cat >> "$crate/src/main.rs" <<'RS'
use board::Board;
use std::io::{BufRead, Write};
use std::time::Instant;

#[repr(C)]
struct Timespec {
    sec: i64,
    nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

// The thread's CPU time (Linux's CLOCK_THREAD_CPUTIME_ID), which waits for the core do not count.
fn cpu_nanos() -> i64 {
    let mut t = Timespec { sec: 0, nsec: 0 };
    unsafe {
        clock_gettime(3, &mut t);
    }
    t.sec * 1_000_000_000 + t.nsec
}

// Every-leaf perft (each leaf made) or bulk (the last ply counted), with their generator, which
// lists no move once the game is won (den, pieces, or their repetition rule).
fn perft(b: &mut Board, depth: u32, bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = b.generate_all_steps();
    if bulk && depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for mv in moves {
        b.move_chess(mv);
        n += perft(b, depth - 1, bulk);
        b.undo_move();
    }
    n
}

fn main() {
    let start = Board::new();
    let mut rng: u64 = 20261129;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.is_empty() || w[0] == "quit" {
            break;
        }
        let c0 = cpu_nanos();
        let t0 = Instant::now();
        let count: u64 = if w[0] == "perft" && w.len() == 3 {
            let mut b = start.clone();
            perft(&mut b, w[1].parse().unwrap(), w[2] == "bulk")
        } else if w[0] == "playouts" && w.len() == 2 {
            let games: u64 = w[1].parse().unwrap();
            let mut plies = 0;
            for _ in 0..games {
                let mut b = start.clone();
                for _ in 0..2000 {
                    let moves = b.generate_all_steps();
                    if moves.is_empty() {
                        break;
                    }
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    b.move_chess(moves[(rng % moves.len() as u64) as usize]);
                    plies += 1;
                }
            }
            plies
        } else {
            writeln!(out, "error unknown request").unwrap();
            out.flush().unwrap();
            continue;
        };
        let wall = t0.elapsed().as_nanos();
        writeln!(out, "ok {} {} {}", count, wall, cpu_nanos() - c0).unwrap();
        out.flush().unwrap();
    }
}
RS
  (cd "$crate" && RUSTFLAGS="-C target-cpu=native" cargo build --release --quiet >&2)
  animal="$crate/target/release/animalchess-bench"
else
  echo "== AnimalChess: no $peers/AnimalChess/core/src/board.rs, skipped" >&2
fi

# ---------------------------------------------------------------- Ludii (Java)
ludii=""
ludii_src="$peers/Ludii"
ludii_build="$build/ludii"
ludii_libs=""
if ! wanted Ludii; then
  :
elif [ -f "$ludii_src/Core/src/game/Game.java" ]; then
  ludii_version="$(sed -n 's/.*LUDEME_VERSION = "\(.*\)";.*/\1/p' "$ludii_src/Common/src/main/Constants.java")"
  for lib in json-20180813.jar Trove4j_ApacheCommonsRNG.jar jfreesvg-3.4.jar; do
    ludii_libs="$ludii_libs:$ludii_src/Common/lib/$lib"
  done
  if [ ! -f "$ludii_build/classes/.built" ] \
      || [ -n "$(find "$ludii_src/Common/src" "$ludii_src/Language/src" "$ludii_src/Core/src" \
                 -newer "$ludii_build/classes/.built" -name '*.java' | head -1)" ]; then
    echo "== building Ludii $ludii_version (Common, Language, Core) with javac (a minute or two)" >&2
    rm -rf "$ludii_build/classes"
    mkdir -p "$ludii_build/classes"
    # The sources of its Eclipse projects, less what their .classpath files exclude; -parameters
    # because its grammar reads the constructors' parameter names (Eclipse stores them too).
    find "$ludii_src/Common/src" "$ludii_src/Language/src" "$ludii_src/Core/src" -name '*.java' \
      | grep -v -e '/Common/src/graphics/element/' -e '/Common/src/graphics/Parser.java' \
          -e '/Common/src/graphics/svg2/' -e '/Common/src/main/grammar/ArgCombos.java' \
      > "$ludii_build/sources.txt"
    if ! javac -J-Xmx2g -nowarn -parameters -proc:none -encoding UTF-8 -g --release 17 \
        -d "$ludii_build/classes" -cp "${ludii_libs#:}" "@$ludii_build/sources.txt" \
        > "$ludii_build/javac.log" 2>&1; then
      cat "$ludii_build/javac.log" >&2
      echo "run.sh: Ludii did not compile (the log above, and $ludii_build/javac.log)" >&2
      exit 1
    fi
    # Its games (lud/) and their definitions (def/) are loaded as class-path resources.
    (cd "$ludii_src/Common/res" && tar -c --exclude=./img --exclude=./audio --exclude='*.java' .) \
      | tar -x -C "$ludii_build/classes"
    touch "$ludii_build/classes/.built"
  fi
  ludii="$ludii_build"
else
  echo "== Ludii: no $ludii_src/Core/src/game/Game.java, skipped" >&2
fi

[ "$build_only" = 1 ] && exit 0
if [ ! -f "$jar" ]; then
  echo "run.sh: $jar is missing; build it with ./mvnw -o -q -pl benchmarks -am package -DskipTests" >&2
  exit 2
fi
if [ -n "$ludii" ]; then
  # The harness needs benchmarks.jar (tabletop's side in the same JVM), so it is built here.
  rm -rf "$ludii/harness"
  mkdir -p "$ludii/harness"
  javac -nowarn -d "$ludii/harness" -cp "$ludii/classes$ludii_libs:$jar" "$here/LudiiPeer.java"
fi
ours="$pin java -jar $jar peer"
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git -C "$repo" rev-parse --short HEAD)," \
  "core $core, load average $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "$jungine" ]; then
  python3 "$here/compare.py" --name jungine --ours "$ours" --theirs "$pin $jungine" \
    --rounds "$rounds" --warmup "$warmup" --clock "$clock" \
    --work "perft(6) every leaf" "perft 6 leaf" "perft 6 leaf" leaves \
    --work "perft(6) bulk" "perft 6 bulk" "perft 6 bulk" leaves \
    --work "playouts" "playouts 4000" "playouts 4000" plies
fi
if [ -n "$animal" ]; then
  python3 "$here/compare.py" --name AnimalChess --ours "$ours" --theirs "$pin $animal" \
    --rounds "$rounds" --warmup "$warmup" --clock "$clock" \
    --work "perft(5) every leaf" "perft 5 leaf" "perft 5 leaf" leaves \
    --work "perft(5) bulk" "perft 5 bulk" "perft 5 bulk" leaves \
    --work "playouts" "playouts 2000" "playouts 500" plies
fi
if [ -n "$ludii" ]; then
  # Ludii's Jungle lets the Elephant take the Rat (tabletop's elephantTakesRat=true), which the
  # checks show from perft(4); its traps weaken any piece on any trap, and its Rat takes across the
  # water's edge, which tabletop's rules do not let it do (docs/performance.md).
  echo "== Ludii $ludii_version, one JVM (tabletop's requests prefixed 'tabletop')"
  python3 "$here/compare.py" --name Ludii --ours-in-theirs tabletop \
    --theirs "$pin java -Xmx4g -cp $ludii/harness:$ludii/classes$ludii_libs:$jar LudiiPeer" \
    --rounds "$rounds" --warmup "$warmup" --clock "$clock" \
    --check "perft(1)" "perft 1 leaf" "perft 1 leaf" \
    --check "perft(2)" "perft 2 leaf" "perft 2 leaf" \
    --check "perft(3)" "perft 3 leaf" "perft 3 leaf" \
    --check "perft(4)" "perft 4 leaf" "perft 4 leaf" \
    --check "perft(4) Ludii's rules" "perft 4 leaf jungle(elephantTakesRat=true)" "perft 4 leaf" \
    --check "perft(5) Ludii's rules" "perft 5 leaf jungle(elephantTakesRat=true)" "perft 5 leaf" \
    --work "perft(5) every leaf" "perft 5 leaf" "perft 5 leaf" leaves \
    --work "move generation" "movegen 1000000" "movegen 20000" positions \
    --work "playouts" "playouts 2000" "playouts 50" plies \
    --work "4-player Ludo/Pachisi" "turns 2000 ludo(players=4)" "turns 30 pachisi" turns
fi
echo "== done, load average $(cut -d' ' -f1-3 /proc/loadavg)"
