#!/usr/bin/env bash
# The page scanner's oracles at campaign size: random tables written by SQLite (every serial type,
# overflowing text and blobs, every page size and text encoding) decoded from their pages and
# compared with what SQLite reads, then the damage classes of issue 27.
#
#   scripts/campaigns/pagescan.sh [CASES]     default 20000 files (QUARRY_PAGESCAN_CASES)
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${1:-20000}"
echo "== page scanner: $CASES random files (QUARRY_PAGESCAN_CASES)"
QUARRY_PAGESCAN_CASES="$CASES" swift test --filter 'PageDecoderOracleTests|PageScanSalvageTests'
