extension PostgresSchema {
    /// Every table Tote had when PostgreSQL stores began. Identities are `uuid`, moments milliseconds since 1970,
    /// as in the other stores; `search_*` columns hold ``SearchDocument`` text under trigram indexes.
    static let version1 = """
        CREATE EXTENSION IF NOT EXISTS pg_trgm;

        CREATE TABLE inventory (
            id uuid PRIMARY KEY,
            name text NOT NULL CHECK (length(name) > 0),
            next_box_number bigint NOT NULL DEFAULT 1 CHECK (next_box_number >= 1),
            next_item_number bigint NOT NULL DEFAULT 1 CHECK (next_item_number >= 1)
        );

        CREATE TABLE box (
            id uuid PRIMARY KEY,
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            number bigint NOT NULL CHECK (number >= 1),
            title text NOT NULL CHECK (length(title) > 0),
            location text CHECK (location IS NULL OR length(location) > 0),
            note text CHECK (note IS NULL OR length(note) > 0),
            room text CHECK (room IS NULL OR length(room) > 0),
            status text NOT NULL DEFAULT 'packing'
                CHECK (status IN ('packing', 'sealed', 'loaded', 'arrived', 'unpacked', 'stored')),
            fragile boolean NOT NULL DEFAULT false,
            open_first boolean NOT NULL DEFAULT false,
            version bigint NOT NULL CHECK (version >= 1),
            import_key text CHECK (import_key IS NULL OR length(import_key) > 0),
            search_title text NOT NULL,
            search_location text,
            search_note text,
            UNIQUE (inventory_id, number)
        );
        CREATE UNIQUE INDEX box_by_import_key ON box (inventory_id, import_key) WHERE import_key IS NOT NULL;
        CREATE INDEX box_by_room ON box (inventory_id, lower(room));
        CREATE INDEX box_by_status ON box (inventory_id, status);
        CREATE INDEX box_search ON box
            USING gin (search_title gin_trgm_ops, search_location gin_trgm_ops, search_note gin_trgm_ops);

        CREATE TABLE item (
            id uuid PRIMARY KEY,
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            box_id uuid NOT NULL REFERENCES box (id) ON DELETE CASCADE,
            number bigint NOT NULL CHECK (number BETWEEN 1 AND 999999999),
            title text NOT NULL CHECK (length(title) > 0),
            quantity bigint NOT NULL CHECK (quantity BETWEEN 1 AND 1000000),
            note text CHECK (note IS NULL OR length(note) > 0),
            version bigint NOT NULL CHECK (version >= 1),
            import_key text CHECK (import_key IS NULL OR length(import_key) > 0),
            search_title text NOT NULL,
            search_note text,
            UNIQUE (inventory_id, number)
        );
        CREATE INDEX item_in_box ON item (box_id, number);
        CREATE UNIQUE INDEX item_by_import_key ON item (inventory_id, import_key) WHERE import_key IS NOT NULL;
        CREATE INDEX item_search ON item USING gin (search_title gin_trgm_ops, search_note gin_trgm_ops);

        CREATE TABLE event (
            sequence bigserial PRIMARY KEY,
            id uuid NOT NULL UNIQUE,
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            occurred_at bigint NOT NULL,
            kind text NOT NULL CHECK (length(kind) > 0),
            -- No foreign keys to box or item: the history outlives what it tells about.
            box_id uuid NOT NULL,
            box_number bigint NOT NULL CHECK (box_number >= 1),
            item_id uuid,
            item_number bigint CHECK (item_number IS NULL OR item_number >= 1),
            source_box_number bigint CHECK (source_box_number IS NULL OR source_box_number >= 1),
            payload text NOT NULL,
            CHECK ((item_id IS NULL) = (item_number IS NULL))
        );
        CREATE INDEX event_in_inventory ON event (inventory_id, sequence);
        CREATE INDEX event_in_box ON event (inventory_id, box_number, sequence);
        CREATE INDEX event_from_box ON event (inventory_id, source_box_number, sequence)
            WHERE source_box_number IS NOT NULL;

        CREATE TABLE removal (
            id uuid PRIMARY KEY,
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            container_box_id uuid NOT NULL,
            container_box_number bigint NOT NULL CHECK (container_box_number >= 1),
            container_box_title text NOT NULL CHECK (length(container_box_title) > 0)
        );
        CREATE TABLE removed_box (
            removal_id uuid PRIMARY KEY REFERENCES removal (id) ON DELETE CASCADE,
            id uuid NOT NULL,
            number bigint NOT NULL,
            title text NOT NULL,
            location text,
            note text,
            room text,
            status text NOT NULL,
            fragile boolean NOT NULL,
            open_first boolean NOT NULL,
            version bigint NOT NULL
        );
        CREATE TABLE removed_item (
            removal_id uuid NOT NULL REFERENCES removal (id) ON DELETE CASCADE,
            id uuid NOT NULL,
            number bigint NOT NULL,
            title text NOT NULL,
            quantity bigint NOT NULL,
            note text,
            version bigint NOT NULL,
            PRIMARY KEY (removal_id, number)
        );

        CREATE TABLE account (
            id uuid PRIMARY KEY,
            username text NOT NULL UNIQUE CHECK (length(username) > 0 AND username = lower(username)),
            display_name text NOT NULL CHECK (length(display_name) > 0),
            password_hash text NOT NULL CHECK (length(password_hash) > 0),
            created_at bigint NOT NULL
        );
        CREATE TABLE membership (
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
            PRIMARY KEY (inventory_id, account_id)
        );
        CREATE INDEX membership_of_account ON membership (account_id);
        CREATE TABLE session (
            digest text PRIMARY KEY CHECK (length(digest) > 0),
            account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            created_at bigint NOT NULL,
            expires_at bigint NOT NULL
        );
        CREATE INDEX session_of_account ON session (account_id);
        CREATE TABLE invitation (
            digest text PRIMARY KEY CHECK (length(digest) > 0),
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
            -- No foreign key: who invited is a fact about the past, not a link that keeps the account.
            invited_by uuid NOT NULL,
            expires_at bigint NOT NULL
        );
        CREATE INDEX invitation_to_inventory ON invitation (inventory_id);
        CREATE TABLE api_token (
            id uuid PRIMARY KEY,
            account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            name text NOT NULL CHECK (length(name) > 0),
            digest text NOT NULL UNIQUE CHECK (length(digest) > 0),
            created_at bigint NOT NULL
        );
        CREATE INDEX api_token_of_account ON api_token (account_id);

        CREATE TABLE setting (key text PRIMARY KEY, value text NOT NULL);

        CREATE TABLE photo (
            id uuid PRIMARY KEY,
            position bigserial UNIQUE,
            inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
            -- What it shows, by identity and with no foreign key: the photos of a removed box or item stay,
            -- unseen, so that undoing the removal brings them back.
            box_id uuid,
            item_id uuid,
            format text NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
            width bigint NOT NULL CHECK (width >= 1),
            height bigint NOT NULL CHECK (height >= 1),
            byte_count bigint NOT NULL CHECK (byte_count >= 1),
            thumbnail_format text CHECK (thumbnail_format IN ('jpeg', 'png', 'webp')),
            thumbnail_byte_count bigint CHECK (thumbnail_byte_count >= 1),
            is_cover boolean NOT NULL,
            added_at bigint NOT NULL,
            CHECK ((box_id IS NULL) <> (item_id IS NULL)),
            CHECK ((thumbnail_format IS NULL) = (thumbnail_byte_count IS NULL))
        );
        CREATE INDEX photo_of_box ON photo (box_id, position) WHERE box_id IS NOT NULL;
        CREATE INDEX photo_of_item ON photo (item_id, position) WHERE item_id IS NOT NULL;
        CREATE TABLE photo_bytes (
            photo_id uuid NOT NULL REFERENCES photo (id) ON DELETE CASCADE,
            thumbnail boolean NOT NULL,
            data bytea NOT NULL,
            PRIMARY KEY (photo_id, thumbnail)
        );
        """
}
