import Foundation

/// Whether a file's permission bits let the person running Tote write it.
///
/// The bits are read as the system reads them for anyone but root, and for root too: root may write any file, but a
/// store its owner marked read-only is one Tote must not change.
public enum WritePermission {
    /// The answer for a file's attributes: the owner's bit for its owner, the group's for a member of its group,
    /// else the bit for everyone else.
    public static func isGranted(by attributes: [FileAttributeKey: Any]) -> Bool {
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
        if (attributes[.ownerAccountID] as? NSNumber)?.uint32Value == geteuid() {
            return mode & 0o200 != 0
        }
        if let group = (attributes[.groupOwnerAccountID] as? NSNumber)?.uint32Value, groups.contains(group) {
            return mode & 0o020 != 0
        }
        return mode & 0o002 != 0
    }

    /// The groups of this process.
    private static var groups: Set<gid_t> {
        var groups = [gid_t](repeating: 0, count: Int(max(getgroups(0, nil), 0)))
        let count = getgroups(Int32(groups.count), &groups)
        return Set(groups.prefix(Int(max(count, 0)))).union([getegid()])
    }
}
