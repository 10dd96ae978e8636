import Cairn
@testable import CairnFoundationModels
import CairnTestSupport
import Foundation
import Testing

@Generable(description: "A recipe")
struct Recipe: Equatable {
    @Guide(description: "A short title")
    var title: String
    @Guide(description: "How many it feeds", .range(1...12))
    var servings: Int
    @Guide(.count(2))
    var steps: [String]
    var note: String?
    let source = "Kitchen"
}

@Generable
enum Mood: Equatable {
    case happy, sad
    case curious
}

/// Foundation Models in a render: no eligible device, so the system model is unavailable and
/// requests throw `assetsUnavailable`; `@Generable` types, their schemas and generated content
/// work as Apple's macro expands them (properties in declaration order, a partial form of
/// optionals with an identity).
@Suite struct FoundationModelsTests {
    @Test func theModelIsUnavailableAndRequestsThrow() async throws {
        let model = SystemLanguageModel.default
        #expect(model.availability == .unavailable(.deviceNotEligible) && !model.isAvailable && model.contextSize == 4_096)
        #expect(!model.supportsLocale(Locale(identifier: "en_US")))
        let session = LanguageModelSession(instructions: "You are a chef.")
        #expect(session.transcript.count == 1 && !session.isResponding)
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await session.respond(to: "Soup?") }
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await session.respond(to: "Soup?", generating: Recipe.self) }
        var snapshots = 0
        do {
            for try await _ in session.streamResponse(to: "Soup?", generating: Recipe.self) { snapshots += 1 }
            Issue.record("the stream should throw")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .assetsUnavailable(let context) = error else { Issue.record("\(error)"); return }
            #expect(context.debugDescription.contains("availability"))
        }
        #expect(snapshots == 0)
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await session.streamResponse(to: "x").collect() }
    }

    @Test func generableStructsRoundTrip() throws {
        #expect(Recipe.generationSchema.propertyNames == ["title", "servings", "steps", "note"])
        #expect(Recipe.generationSchema.debugDescription == "Recipe { title: String, servings: Int, steps: Array<String>, note: String? }")
        let soup = Recipe(title: "Soup", servings: 2, steps: ["Boil", "Serve"], note: nil)
        #expect(soup.generatedContent.jsonString == #"{"title": "Soup", "servings": 2, "steps": ["Boil", "Serve"], "note": null}"#)
        let read = try Recipe(GeneratedContent(json: #"{"steps": ["Chop"], "title": "Salad", "servings": 1, "note": "Cold"}"#))
        #expect(read == Recipe(title: "Salad", servings: 1, steps: ["Chop"], note: "Cold"))
        #expect(try GeneratedContent(json: #"{"b": 1, "a": true}"#).jsonString == #"{"b": 1, "a": true}"#)
        // Each object keeps its own written order (a nested key named like a later outer key
        // does not reorder either), escapes decode, 1 is a number and true a Boolean.
        #expect(try GeneratedContent(json: #"{"a": {"b": 1, "a": 2}, "b": "x\"y\u00e9"}"#).jsonString == #"{"a": {"b": 1, "a": 2}, "b": "x\"yé"}"#)
        #expect(try GeneratedContent(json: "[1, true, null, -2.5e1]").jsonString == "[1, true, null, -25]")
        #expect(throws: LanguageModelSession.GenerationError.self) { try GeneratedContent(json: String(repeating: "[", count: 600)) }
        #expect(throws: LanguageModelSession.GenerationError.self) { try GeneratedContent(json: #"{"a": 1} x"#) }
        #expect(throws: LanguageModelSession.GenerationError.self) { try Recipe(GeneratedContent(json: #"{"title": "No servings"}"#)) }
        #expect(throws: LanguageModelSession.GenerationError.self) { try Recipe(GeneratedContent(json: "not json")) }
        let partial = try Recipe.PartiallyGenerated(GeneratedContent(json: #"{"title": "So", "steps": ["Bo"]}"#))
        #expect(partial.title == "So" && partial.servings == nil && partial.steps == ["Bo"] && partial.note == nil)
        let first = try Recipe.PartiallyGenerated(GeneratedContent(properties: ["title": "A"]))
        let second = try Recipe.PartiallyGenerated(GeneratedContent(properties: ["title": "A"]))
        #expect(first.id != second.id)
        let asPartial = Recipe(title: "Soup", servings: 2, steps: ["Boil"], note: nil).asPartiallyGenerated()
        #expect(asPartial.title == "Soup" && asPartial.servings == 2 && asPartial.steps == ["Boil"] && asPartial.note == nil)
        #expect(Mood.sad.asPartiallyGenerated() == .sad && "x".asPartiallyGenerated() == "x")
    }

    @Test func generableEnumsAreChoices() throws {
        #expect(Mood.generationSchema.debugDescription == "Mood (happy | sad | curious)")
        #expect(try Mood(GeneratedContent("curious")) == .curious)
        #expect(Mood.sad.generatedContent.jsonString == #""sad""#)
        #expect(throws: LanguageModelSession.GenerationError.self) { try Mood(GeneratedContent("angry")) }
    }

    @Test func promptsAndInstructionsBuild() {
        let detailed = true
        let prompt = Prompt {
            "Plan a trip."
            if detailed { "Three days." }
        }
        #expect(prompt.text == "Plan a trip.\nThree days.")
        let instructions = Instructions { "Be brief."; Recipe(title: "T", servings: 1, steps: [], note: nil) }
        #expect(instructions.text == #"Be brief.\#n{"title": "T", "servings": 1, "steps": [], "note": null}"#)
        #expect(GenerationOptions(sampling: .greedy, temperature: 0.5) == GenerationOptions(sampling: .greedy, temperature: 0.5))
    }

    /// The view people write: a switch on availability draws the not-eligible branch.
    @Test func viewsDrawTheIneligibleBranch() {
        struct Assistant: View {
            let model = SystemLanguageModel.default
            var body: some View {
                switch model.availability {
                case .available: Text("Ask me anything")
                case .unavailable(.deviceNotEligible): Text("This device can't run Apple Intelligence")
                case .unavailable(.appleIntelligenceNotEnabled): Text("Turn on Apple Intelligence")
                case .unavailable(.modelNotReady): ProgressView()
                case .unavailable: Text("Unavailable")
                }
            }
        }
        #expect(drawnStrings(Assistant(), 390, 200) == ["This device can't run Apple Intelligence"])
    }
}
