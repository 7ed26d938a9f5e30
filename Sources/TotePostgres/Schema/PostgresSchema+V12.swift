extension PostgresSchema {
    /// An import finds a box again by its title and location, the first by number: an index lookup that needs no sort, so
    /// the planner prefers it to walking the boxes in number order.
    static let version12 = """
        CREATE INDEX box_by_title ON box (inventory_id, title, location, number);
        """
}
