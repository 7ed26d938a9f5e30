import Foundation

/// Words and links of the page around every scene.
struct LayoutPresenter: Sendable {
    func present(_ response: LayoutModels.Response) -> LayoutViewModel {
        LayoutViewModel(
            title: response.title, csrf: response.csrf.value, formKey: response.formKey,
            here: response.path ?? response.here,
            header: response.person.map { header(for: $0, section: response.section, search: response.search) },
            path: response.path, flash: response.flash.map(message(of:)), live: response.liveScope?.attribute,
            share: response.share)
    }

    private func message(of flash: Flash) -> LayoutModels.FlashMessage {
        LayoutModels.FlashMessage(
            message: flash.message, isError: flash.isError,
            undo: flash.undo.map { undo in
                LayoutModels.UndoForm(
                    action: undo.action,
                    fields: undo.fields.sorted { $0.key < $1.key }.map {
                        LayoutModels.HiddenField(name: $0.key, value: $0.value)
                    })
            },
            resume: flash.resume.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) })
    }

    private func header(for person: LayoutModels.Person, section: LayoutModels.Section?, search: String)
        -> LayoutModels.Header
    {
        let current = person.inventories.first { $0.id == person.current }
        return LayoutModels.Header(
            person: person.displayName.text,
            currentInventory: current?.name.text,
            inventories: person.inventories.map {
                LayoutModels.InventoryOption(
                    id: $0.id.description, name: $0.name.text, isSelected: $0.id == person.current)
            },
            canSwitch: person.inventories.count > 1,
            scan: LayoutModels.NavLink(
                label: Self.label(of: .scan), href: Self.href(of: .scan), isCurrent: section == .scan),
            navigation: LayoutModels.Section.allCases.filter { $0 != .inventories && $0 != .scan }.map {
                LayoutModels.NavLink(label: Self.label(of: $0), href: Self.href(of: $0), isCurrent: $0 == section)
            },
            search: search, hasSearch: section != .find)
    }

    private static func label(of section: LayoutModels.Section) -> String {
        switch section {
        case .boxes: "Boxes"
        case .scan: "Scan"
        case .find: "Find"
        case .history: "History"
        case .members: "Members"
        case .account: "Account"
        case .inventories: "Inventories"
        }
    }

    private static func href(of section: LayoutModels.Section) -> String {
        switch section {
        case .boxes: "/boxes"
        case .scan: "/scan"
        case .find: "/find"
        case .history: "/history"
        case .members: "/members"
        case .account: "/account"
        case .inventories: "/inventories"
        }
    }
}
