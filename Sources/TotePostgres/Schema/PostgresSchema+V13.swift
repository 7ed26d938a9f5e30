extension PostgresSchema {
    /// How many entries each inventory's history holds, so that a page of it is counted without reading them all.
    /// Kept by triggers on every statement that adds or removes events, in a table of its own: its row is written
    /// only by a transaction holding the inventory's append turn (``EventRows/turn(in:)``), never before it, so it
    /// adds no lock that could be taken in the other order. An inventory with no row has no entries. Each function's
    /// statements end off the ends of lines, where a migration is split into statements.
    static let version13 = """
        CREATE TABLE inventory_entries (
            inventory_id uuid PRIMARY KEY REFERENCES inventory (id) ON DELETE CASCADE,
            entries bigint NOT NULL CHECK (entries >= 0)
        );
        INSERT INTO inventory_entries (inventory_id, entries)
            SELECT inventory_id, count(*) FROM event WHERE is_entry GROUP BY inventory_id;
        CREATE FUNCTION tote_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
            INSERT INTO inventory_entries (inventory_id, entries)
                SELECT inventory_id, count(*) FROM added WHERE is_entry GROUP BY inventory_id
                ON CONFLICT (inventory_id) DO UPDATE SET entries = inventory_entries.entries + excluded.entries
            ; RETURN NULL; END $$;
        CREATE FUNCTION tote_entries_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
            UPDATE inventory_entries SET entries = inventory_entries.entries - removed_entries.entries
                FROM (SELECT inventory_id, count(*) AS entries FROM removed WHERE is_entry GROUP BY inventory_id)
                    AS removed_entries
                WHERE inventory_entries.inventory_id = removed_entries.inventory_id
            ; RETURN NULL; END $$;
        CREATE TRIGGER event_entries_added AFTER INSERT ON event REFERENCING NEW TABLE AS added
            FOR EACH STATEMENT EXECUTE FUNCTION tote_entries_added();
        CREATE TRIGGER event_entries_removed AFTER DELETE ON event REFERENCING OLD TABLE AS removed
            FOR EACH STATEMENT EXECUTE FUNCTION tote_entries_removed();
        """
}
