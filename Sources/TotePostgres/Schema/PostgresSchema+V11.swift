extension PostgresSchema {
    /// A removal of a container keeps which boxes it held and where it sent them, so that undoing it packs them back.
    static let version11 = """
        CREATE TABLE removal_sent_box (
            removal_id uuid NOT NULL REFERENCES removal (id) ON DELETE CASCADE,
            box_id uuid NOT NULL,
            sent_into_id uuid,
            PRIMARY KEY (removal_id, box_id)
        );
        """
}
