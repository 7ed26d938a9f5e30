import ToteHTTP

/// A posted form with files: its fields, checked as every form's are, and the files, each in a temporary file.
struct UploadedForm: Sendable {
    let fields: FormFields
    let upload: MultipartUpload
}
