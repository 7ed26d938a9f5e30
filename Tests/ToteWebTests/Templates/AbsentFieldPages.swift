import Testing
import ToteDomain

@testable import ToteWeb

/// A page template's view model with every optional field absent, each list holding a row and each optional object
/// (pagination, the header) present, so that every section that can lack a field is rendered.
struct AbsentFieldPage: Sendable, CustomTestStringConvertible {
    let content: any PageViewModel

    var template: String { type(of: content).template }
    var testDescription: String { template }

    init(_ content: any PageViewModel) {
        self.content = content
    }

    /// The layout of a logged-in person, with every link of the navigation.
    static let layout = LayoutViewModel(
        title: "Page", csrf: "csrf-token",
        header: LayoutModels.Header(
            person: "Robin Hood", currentInventory: nil,
            inventories: [LayoutModels.InventoryOption(id: "1", name: "Home", isSelected: true)], canSwitch: true,
            scan: LayoutModels.NavLink(label: "Scan", href: "/scan", isCurrent: false),
            navigation: [LayoutModels.NavLink(label: "Boxes", href: "/boxes", isCurrent: true)], search: "",
            hasSearch: true))

    /// A gallery of one photo, the cover, with its forms.
    static func photos(of subject: PhotoSubject) -> PhotoGallery {
        let photo = Photo(
            id: .random(), subject: subject, format: .jpeg, width: 2_000, height: 1_500, byteCount: 400_000,
            thumbnailByteCount: 30_000, isCover: true, addedAt: .now)
        return PhotoGallery([photo], of: subject, base: "/boxes/12", canChange: true, error: nil)
    }

    /// A link to a box whose number and title are always valid.
    static func link(_ number: Int, _ title: String) -> BoxModels.BoxLink {
        BoxModels.BoxLink(
            PathStep(BoxReference(id: .random(), number: try! BoxNumber(number), title: try! Title(title)), kind: .box))
    }

    static let pagination = Pagination(label: "Page 1 of 1", previousHref: nil, nextHref: nil)

    /// A search's results, sent to `action`.
    static func find(action: String) -> FindModels.Search.ViewModel {
        FindModels.Search.ViewModel(
            heading: "Find", action: action, query: "kettle", summary: nil, correction: nil,
            boxes: [
                .init(
                    number: "#3", title: [Marked(text: "Kettles", isMatch: false)], location: nil, note: nil,
                    itemCount: "0 items", href: "/boxes/3", thumbnail: "/photos/1/thumbnail")
            ],
            items: [
                .init(
                    number: "#40", title: [Marked(text: "Kettle", isMatch: true)], quantity: "× 1", note: nil,
                    boxNumber: "#12", boxTitle: "Kitchen", boxLocation: nil, href: "/boxes/12/items/40",
                    thumbnail: "/photos/1/thumbnail")
            ],
            emptyText: nil, pagination: pagination, error: nil)
    }

    /// What a page opened with a share link says of it.
    static let shareHeader = LayoutModels.Share(
        inventory: "Home", scope: "The boxes for the Kitchen", expires: "Read-only, until 28 Dec 2026", note: nil,
        home: "/s/abc", find: "/s/abc/find", events: "/s/abc/events", search: "")

    static func details(title: String, location: String = "", quantity: String = "") -> BoxModels.DetailsForm {
        BoxModels.DetailsForm(
            title: .init(value: title, error: nil), location: .init(value: location, error: nil),
            quantity: .init(value: quantity, error: nil), note: .init(value: "", error: nil), error: nil, version: "1")
    }

    /// One page for each page template.
    static let all: [AbsentFieldPage] = [
        AbsentFieldPage(
            ItemModels.Show.ViewModel(
                number: "#40", title: "Kettle", quantity: "× 1", note: nil, whereabouts: "In box #12 Kitchen.",
                boxHref: "/boxes/12", actionBase: "/boxes/12/items/40", canChange: true,
                details: details(title: "Kettle", quantity: "1"), move: .init(value: "", error: nil), removeError: nil,
                boxChoices: [.init(value: "14", label: "#14 Hall")], photos: photos(of: .item(try! ItemNumber(40))),
                live: .box(try! BoxNumber(12)))),
        AbsentFieldPage(
            ConfirmModels.ViewModel(
                title: "Remove box #12", question: "Remove box #12 Kitchen and the 2 items in it?",
                consequence: "Its history stays.", action: "/boxes/12/remove",
                fields: [LayoutModels.HiddenField(name: "with_items", value: "yes")],
                destination: .init(label: "It holds #3 Crate. Put it into box or place", value: "1", hint: "A number"),
                confirmLabel: "Remove box #12 and 2 items", cancelHref: "/boxes/12", cancelLabel: "Keep it")),
        AbsentFieldPage(
            AccountModels.Show.ViewModel(
                heading: "Account", name: "Robin Hood", username: "robin",
                tokens: [.init(name: "Backup", created: "made 15 Jan 2027", revokeAction: "/account/tokens/1/revoke")],
                emptyText: nil, newSecret: nil, newSecretNote: nil, typedName: "", error: nil, passwordError: nil)),
        AbsentFieldPage(
            BoxModels.ViewModel(
                number: "#12", title: "Kitchen", kind: nil, location: "Garage", note: nil, itemCount: "1 item",
                containers: [link(1, "Pallet")], pathLead: "Packed in",
                isPacked: true, boxes: [link(13, "Lamp")], holdsBoxes: true,
                moving: nil, arrivalsHref: nil,
                moveForm: BoxModels.MoveForm(
                    room: "", rooms: ["Kitchen"],
                    statuses: [.init(value: "packing", label: "packing", isSelected: true)], fragile: false,
                    openFirst: false),
                actionBase: "/boxes/12", historyHref: "/history?box=12",
                labelHref: "/labels?boxes=12", contentsSheetHref: "/labels?boxes=12&layout=1x1&contents=all",
                items: [
                    BoxModels.ItemRow(
                        anchor: "item-40", number: "#40", title: "Kettle", quantity: "× 1", note: nil,
                        href: "/boxes/12/items/40", thumbnail: "/photos/1/thumbnail", tick: "40")
                ],
                selection: TickedItemsForm(action: "/boxes/12/ticked"),
                photos: photos(of: .box(try! BoxNumber(12))), emptyText: nil, pagination: pagination, canChange: true,
                details: details(title: "Kitchen", location: "Garage"),
                addItem: .init(title: "", quantity: "1", note: "", error: nil, confirmation: nil, hasFocus: false),
                empty: .init(value: "", error: nil), pack: .init(value: "", error: nil),
                removeError: nil, removeWarning: nil, removeAsksFirst: true,
                removeAsksLabel: "Remove box #12 and its items…", live: .box(try! BoxNumber(12)))),
        AbsentFieldPage(
            BoxesModels.List.ViewModel(
                path: "/boxes", heading: "Boxes", summary: "1 box",
                rows: [
                    .init(
                        number: "#12", value: "12", href: "/boxes/12", title: "Kitchen", location: "Garage",
                        itemCount: "none", moving: nil, isTickable: true, isTicked: false)
                ],
                emptyText: nil, pagination: pagination, canAdd: true, form: BoxesModels.AddForm(), error: nil,
                goTo: .init(value: "", error: nil),
                sortOptions: [.init(value: "number", label: "Number", isSelected: true)], filter: "",
                filterSummary: nil, toolsOpen: false,
                counts: [
                    .init(
                        label: "Status",
                        counts: [.init(label: "packing", count: "1", href: "/boxes?status=packing", isCurrent: false)])
                ],
                room: "", rooms: ["Kitchen"], statusOptions: [.init(value: "", label: "Any status", isSelected: true)],
                markOptions: [.init(value: "", label: "Any marks", isSelected: true)],
                change: .init(
                    numbers: "", everyListed: false, everyLabel: "Every box this list shows (1)", room: "",
                    clearRoom: false, statuses: [.init(value: "", label: "Keep", isSelected: true)],
                    fragile: [.init(value: "", label: "Leave as it is", isSelected: true)],
                    openFirst: [.init(value: "", label: "Leave as it is", isSelected: true)], error: nil))),
        AbsentFieldPage(
            ErrorPageModels.Show.ViewModel(
                status: .notFound, heading: "Not found", message: "There is no such page.", nextLabel: "Log in",
                nextHref: "/login")),
        AbsentFieldPage(find(action: "/find")),
        AbsentFieldPage(
            ArrivalsModels.Show.ViewModel(
                heading: "Kitchen", summary: nil,
                rooms: [
                    .init(name: "Kitchen", arrived: 1, expected: 2, count: "1 of 2", href: "/arrivals?room=Kitchen")
                ],
                boxes: [
                    .init(
                        number: "#3", numberValue: 3, title: "Plates", status: "sealed", hasArrived: false,
                        canMarkArrived: false, href: "/boxes/3", room: "Kitchen")
                ], emptyText: nil, allHref: nil)),
        AbsentFieldPage(ScanPresenter().present(canChange: false, serverReads: false)),
        AbsentFieldPage(
            LabelsModels.ViewModel(
                heading: "Print labels", boxes: "",
                papers: [.init(value: "a4", label: "A4", isSelected: true)],
                layouts: [.init(value: "3x8", label: "3 × 8", isSelected: true)], skip: "0", contents: "0", error: nil)),
        AbsentFieldPage(
            TransfersModels.ViewModel(
                heading: "Import and export", exports: TransfersPresenter.exports, canImport: false,
                canReplace: false, error: nil)),
        AbsentFieldPage(
            TransfersModels.JobViewModel(
                heading: "Import done", isRunning: false, progress: "0 bytes", percent: nil,
                report: ["Imported 2 rows."], download: nil, error: nil)),
        AbsentFieldPage(
            HistoryModels.Show.ViewModel(
                heading: "History",
                rows: [
                    .init(
                        sentence: "Box #12 was added", author: nil, when: "15 Jan 2027",
                        exactTime: "2027-01-15 08:00:00 UTC", isoDate: "2027-01-15T08:00:00Z", href: "/boxes/12")
                ],
                emptyText: nil, pagination: pagination, allHref: nil)),
        AbsentFieldPage(
            InventoriesModels.Show.ViewModel(
                heading: "Inventories",
                rows: [
                    .init(id: "1", name: "Home", role: "Owner", isCurrent: true),
                    .init(id: "2", name: "Storage unit", role: "Editor", isCurrent: false),
                ],
                emptyText: nil, typedName: "", error: nil)),
        AbsentFieldPage(
            InvitationModels.Show.ViewModel(
                heading: "You are invited", invitation: "You are invited to join an inventory on Tote as an editor.",
                showsAccountForm: true, joinLabel: nil, joinAction: "/invitations/abc/join",
                acceptAction: "/invitations/abc",
                loginHref: "/login?next=/invitations/abc", form: InvitationModels.Form(), error: nil)),
        AbsentFieldPage(
            PasswordResetModels.Show.ViewModel(
                heading: "Choose a new password", intro: nil, action: "/password-resets/abc", username: "", error: nil)),
        AbsentFieldPage(
            LoginModels.Show.ViewModel(heading: "Log in", username: "", next: "/boxes", error: nil, resume: nil)),
        AbsentFieldPage(
            MembersModels.Show.ViewModel(
                heading: "Members", summary: "1 member",
                rows: [
                    .init(
                        name: "Robin Hood", username: "robin", role: "Owner", isMe: false, canReset: true,
                        actionBase: "/members/1",
                        roleOptions: [.init(value: "owner", label: "Owner", isSelected: true)])
                ],
                canManage: true,
                invitations: [
                    .init(role: "Editor", expires: "until 15 Jan 2027", revokeAction: "/members/invitations/ab/revoke")
                ], inviteLink: nil,
                inviteNote: nil, inviteRoles: [.init(value: "editor", label: "Editor", isSelected: true)],
                resetLinks: [
                    .init(
                        member: "Sam", expires: "until 15 Jan 2027", withdrawAction: "/members/reset-links/cd/withdraw")
                ],
                hasResetLinks: true, resetLink: nil, resetNote: nil, canShare: true,
                shareLinks: [
                    .init(
                        scope: "The boxes for the Kitchen", note: nil, facts: "Made by Robin on 28 Nov 2026",
                        withdrawAction: "/members/share-links/1/withdraw")
                ],
                newShare: .init(url: "http://127.0.0.1/s/abc", code: nil, note: "Shown only now."),
                shareForm: .init(
                    isInventory: true, isRoom: false, isBoxes: false, room: "", rooms: ["Kitchen"], boxes: "",
                    expiries: [.init(value: "30d", label: "30 days", isSelected: true)], note: "", error: nil),
                canLeave: true, error: nil)),
        AbsentFieldPage(
            SharedModels.Boxes.ViewModel(
                heading: "The boxes for the Kitchen", summary: "1 box",
                rows: [
                    .init(
                        number: "#3", title: "Pans", location: "No location yet", itemCount: "1 item", moving: nil,
                        href: "/s/abc/boxes/3", thumbnail: nil)
                ],
                emptyText: nil, pagination: pagination, header: shareHeader)),
        AbsentFieldPage(
            SharedModels.Box.ViewModel(
                number: "#12", title: "Kitchen", location: "No location yet", note: nil, itemCount: "1 item",
                moving: nil,
                photos: photos(of: .box(try! BoxNumber(12))),
                items: [
                    .init(
                        anchor: "item-40", number: "#40", title: "Kettle", quantity: "× 1", note: nil,
                        href: "/s/abc/boxes/12#item-40", thumbnail: nil)
                ],
                emptyText: nil, pagination: pagination, back: "/s/abc", header: shareHeader,
                live: .box(try! BoxNumber(12)))),
        AbsentFieldPage(
            SharedModels.Find.ViewModel(
                find: find(action: "/s/abc/find"), header: shareHeader)),
        AbsentFieldPage(SetupModels.Show.ViewModel(heading: "Set up Tote", form: SetupModels.Form(), error: nil)),
    ]
}
