import Testing
@testable import UICore

/// `@Bindable` hands a reference model's properties to controls as bindings.
@Suite struct BindableTests {
    final class Model { var asksToQuit = false; var name = "Apples" }

    struct Sheet: View {
        @Bindable var model: Model
        var body: some View { Toggle("Quit?", isOn: $model.asksToQuit) }
    }

    @Test func aBindingReadsAndWritesTheModelsProperty() {
        let model = Model()
        let bindable = Bindable(model)
        let name = bindable.name
        #expect(name.wrappedValue == "Apples")
        name.wrappedValue = "Pears"
        #expect(model.name == "Pears")
        let sheet = Sheet(model: model)
        sheet.$model.asksToQuit.wrappedValue = true
        #expect(model.asksToQuit)
        #expect(sheet.model === model)
    }
}
