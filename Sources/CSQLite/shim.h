#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call; these fix its arguments.
static inline int sqlite3_db_config_int(sqlite3 *db, int op, int value) {
    return sqlite3_db_config(db, op, value, (int *)0);
}

// The preupdate hook is declared only when SQLite was built with SQLITE_ENABLE_PREUPDATE_HOOK,
// and exists only in libraries built so (Debian's has it, Apple's system library does not). Looked
// up at run time, so that Quarry links against either: a library without it gets 0 back.
#include <dlfcn.h>

typedef void (*quarry_preupdate_callback)(
    void *context, sqlite3 *db, int operation, const char *database, const char *table,
    sqlite3_int64 oldRowID, sqlite3_int64 newRowID);

static inline int quarry_set_preupdate_hook(
    sqlite3 *db, quarry_preupdate_callback callback, void *context) {
    typedef void *(*install_hook)(sqlite3 *, quarry_preupdate_callback, void *);
    install_hook install = (install_hook)dlsym(RTLD_DEFAULT, "sqlite3_preupdate_hook");
    if (install == 0) return 0;
    install(db, callback, context);
    return 1;
}
