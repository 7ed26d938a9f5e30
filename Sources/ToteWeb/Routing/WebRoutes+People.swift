/// Members, invitations, the account and the inventories: everything about people and what they share.
extension WebRoutes {
    static func addPeople(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/members") { try await MembersConfigurator.show($0, app: app) }
        routes.post("/members/invite") { visit, fields in
            try await MembersConfigurator.change(visit, app: app, command: .invite(role: fields["role"]))
        }
        routes.post("/members/leave") { visit, _ in
            try await MembersConfigurator.change(visit, app: app, command: .leave)
        }
        routes.post("/members/{account}/role") { visit, fields in
            let member = try MembersConfigurator.member(visit)
            return try await MembersConfigurator.change(
                visit, app: app, command: .changeRole(member, role: fields["role"]))
        }
        routes.post("/members/{account}/remove") { visit, _ in
            try await MembersConfigurator.change(
                visit, app: app, command: .remove(try MembersConfigurator.member(visit)))
        }

        routes.get("/invitations/{token}") { try await InvitationConfigurator.show($0, app: app) }
        routes.post("/invitations/{token}") { try await InvitationConfigurator.accept($0, $1, app: app) }
        routes.post("/invitations/{token}/join") { visit, _ in try await InvitationConfigurator.join(visit, app: app) }

        routes.get("/account") { try await AccountConfigurator.show($0, app: app) }
        routes.post("/account/tokens") { visit, fields in
            try await AccountConfigurator.change(visit, app: app, command: .createToken(name: fields["name"]))
        }
        routes.post("/account/tokens/{token}/revoke") { visit, _ in
            try await AccountConfigurator.change(
                visit, app: app, command: .revokeToken(try AccountConfigurator.token(visit)))
        }
        routes.post("/account/logout-everywhere") { visit, _ in
            try await AccountConfigurator.logOutEverywhere(visit, app: app)
        }

        routes.get("/inventories") { try await InventoriesConfigurator.show($0, app: app) }
        routes.post("/inventories") { visit, fields in
            try await InventoriesConfigurator.change(visit, app: app, command: .create(name: fields["name"]))
        }
        routes.post("/inventories/switch") { visit, fields in
            try await InventoriesConfigurator.change(visit, app: app, command: .switchTo(fields["inventory"]))
        }
    }
}
