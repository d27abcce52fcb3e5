#!/usr/bin/env bash
# The thread sanitizer over the tests that share a connection between threads: DatabaseQueue's
# own tests, the escape checks (a Database or Cursor used outside the queue's closure) and the
# pool's suites (DatabasePool, async cancellation, the 2 s load test), the observation suites
# (change hooks and fetches on readers' threads) and the queue's close(onClosed:). Built
# in its own scratch directory, since -sanitize=thread changes every compile command and would
# otherwise rebuild the main .build.
#
#   scripts/tsan.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --sanitize=thread --scratch-path .build/tsan --filter 'DatabaseQueueTests|QueueEscapeTests|DatabasePoolTests|AsyncCancellationTests|PoolLoadTests|CommittedChangesTests|ExternalChangeTests|ObservationOracleTests|ObservedValueTests|ValueObservationTests|QueueCloseOnClosedTests'
