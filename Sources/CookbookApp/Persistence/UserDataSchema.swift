import GRDB

/// The database schema as versioned migrations: each one runs once per database, in order, and
/// an older database is brought up to date on open (a new settings field is a new migration that
/// adds a column with a default, so existing data keeps loading).
enum UserDataSchema {
    /// The first schema: one table per kind of data.
    static let v1 = "v1"
    /// Adds the watch-layout setting (a settings field added after the first release).
    static let v2WatchLayout = "v2-settings-watch-layout"
    /// Widget intents: each logged drink keeps its time-zone offset, and a drink logged by an
    /// intent keeps the request's key, unique, so a retried intent is never applied twice.
    static let v3WidgetIntents = "v3-caffeine-widget-intents"
    /// Adds the accessibility settings: spoken feedback, larger text, increase contrast, bold text.
    static let v4Accessibility = "v4-settings-accessibility"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(v1) { db in
            try db.execute(sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE favorites (slug TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL);
                CREATE TABLE ratings (slug TEXT PRIMARY KEY NOT NULL, rating INTEGER NOT NULL);
                CREATE TABLE grocery_items (id INTEGER PRIMARY KEY NOT NULL, position INTEGER NOT NULL,
                                            name TEXT NOT NULL, obtained INTEGER NOT NULL);
                CREATE TABLE caffeine_log (id INTEGER PRIMARY KEY AUTOINCREMENT, drink_id TEXT NOT NULL,
                                           caffeine_mg INTEGER NOT NULL, time REAL NOT NULL);
                CREATE INDEX caffeine_log_time ON caffeine_log(time);
                CREATE TABLE settings (id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                                       right_to_left INTEGER NOT NULL DEFAULT 0,
                                       keyboard_navigation INTEGER NOT NULL DEFAULT 1,
                                       highlight_effect INTEGER NOT NULL DEFAULT 0,
                                       reduce_motion INTEGER NOT NULL DEFAULT 0);
                INSERT INTO settings (id) VALUES (1);
                """)
        }
        migrator.registerMigration(v2WatchLayout) { db in
            try db.execute(sql: "ALTER TABLE settings ADD COLUMN watch_layout INTEGER NOT NULL DEFAULT 0")
        }
        migrator.registerMigration(v3WidgetIntents) { db in
            try db.execute(sql: """
                ALTER TABLE caffeine_log ADD COLUMN utc_offset INTEGER;
                ALTER TABLE caffeine_log ADD COLUMN request_key TEXT;
                CREATE UNIQUE INDEX caffeine_log_request ON caffeine_log(request_key) WHERE request_key IS NOT NULL;
                """)
        }
        migrator.registerMigration(v4Accessibility) { db in
            try db.execute(sql: """
                ALTER TABLE settings ADD COLUMN spoken_feedback INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE settings ADD COLUMN larger_text INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE settings ADD COLUMN increase_contrast INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE settings ADD COLUMN bold_text INTEGER NOT NULL DEFAULT 0;
                """)
        }
        return migrator
    }

    /// The settings columns and the fields they hold.
    static var settingsColumns: [(column: String, field: WritableKeyPath<UserData.Settings, Bool>)] {
        [("right_to_left", \.rightToLeft), ("keyboard_navigation", \.keyboardNavigation),
         ("highlight_effect", \.highlightEffect), ("reduce_motion", \.reduceMotion), ("watch_layout", \.watchLayout),
         ("spoken_feedback", \.spokenFeedback), ("larger_text", \.largerText), ("increase_contrast", \.increaseContrast),
         ("bold_text", \.boldText)]
    }

    /// The settings kept as `meta` rows (a name each: ``MetaSetting``).
    static let metaSettings: [MetaSetting] = [
        MetaSetting(key: Meta.crownSensitivity, field: \.crownSensitivity),
        MetaSetting(key: Meta.language, field: \.language),
        MetaSetting(key: Meta.largerTextSize, field: \.largerTextSize),
    ]

    /// `meta` keys.
    enum Meta {
        /// Set once the database holds its first data (defaults or the imported `userdata.json`).
        static let createdFrom = "created-from"
        /// The next grocery item number to hand out.
        static let groceryNextNumber = "grocery-next-number"
        /// The caffeine widget's "Decaf only" toggle ("1" on).
        static let widgetDecafOnly = "widget-decaf-only"
        /// The Digital Crown sensitivity setting (`low`, `medium`, `high`; a key here, as it is
        /// not a switch like the `settings` columns).
        static let crownSensitivity = "crown-sensitivity"
        /// The interface language (`system`, `en`, `ko`, `ja`: ``AppLanguage``).
        static let language = "language"
        /// Larger Text's size (`large`, `extraLarge`: ``LargerTextSize``).
        static let largerTextSize = "larger-text-size"
    }
}
