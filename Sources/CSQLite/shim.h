#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call; these fix its arguments.
static inline int sqlite3_db_config_int(sqlite3 *db, int op, int value) {
    return sqlite3_db_config(db, op, value, (int *)0);
}
