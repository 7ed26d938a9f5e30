import ToteApplication

enum ProvisionBoxRequestFixture {
    static let kitchen = ProvisionBoxRequest(title: "Kitchen", location: "Garage, shelf 3")
}
