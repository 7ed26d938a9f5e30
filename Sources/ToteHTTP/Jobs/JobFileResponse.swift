import Hummingbird
import ToteApplication

/// The file long work wrote, streamed from disk to be saved under its name.
public enum JobFileResponse {
    public static func make(_ file: JobFile, context: ToteRequestContext) async throws -> Response {
        let body = try await FileIO().loadFile(path: file.url.path, context: context)
        return Response(
            status: .ok,
            headers: [
                .contentType: file.mediaType, .contentDisposition: "attachment; filename=\"\(file.name)\"",
                .cacheControl: "no-store",
            ],
            body: body)
    }
}
