import Foundation

/// JPEG files written by an encoder other than Tote's (Pillow, over libjpeg): a picture of 128 × 96 pixels in four
/// quadrants (red, green, blue, white), as a baseline file with chroma halved both ways, a progressive one with
/// every sample kept, a grey one, and one with restart markers every three blocks and chroma halved across.
enum ForeignJPEGs {
    static let baseline420 = [UInt8](
        Data(
            base64Encoded: """
                /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMU
                FRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU
                FBQUFBQUFBT/wAARCABgAIADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF
                BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW
                V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi
                4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC
                AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm
                Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq
                8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDxKiiivyo/v0KKKKACiiigAooooA96ooorxz/D0KKKKACiiigAooooA8Fooor2D/cIKKKK
                ACiiigAooooA96ooorxz/D0KKKKACiiigAooooA8Fooor2D/AHCCiiigAooooAKKKKAPeqKKK8c/w9CiiigAooooAKKKKAPlWiii
                v9UD96CiiigAooooAKKKKAP3iooor+HD9LCiiigAooooAKKKKAPwdooor+4z80CiiigAooooAKKKKAP3iooor+HD9LCiiigAoooo
                AKKKKAPwdooor+4z80CiiigAooooAKKKKAP3iooor+HD9LCiiigAooooAKKKKAP/2Q==
                """, options: .ignoreUnknownCharacters)!)

    static let progressive444 = [UInt8](
        Data(
            base64Encoded: """
                /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMU
                FRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU
                FBQUFBQUFBT/wgARCABgAIADAREAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAYIB//EABgBAQADAQAAAAAAAAAAAAAAAAAG
                BwgE/9oADAMBAAIQAxAAAAGIil/AAAC948PAAACC7NwgAAC948PAAACC7NwgAAC948PAAACC7NwgAAC948PAAACC7NwgAAC948PA
                AACC7NwgAAC948PAAADlWqJ6AAAN40dJgAABg68YyAAAN40dJgAABg68YyAAAN40dJgAABg68YyAAAN40dJgAABg68YyAAAN40dJ
                gAABg68YyAAAN40dJgAAB//EABQQAQAAAAAAAAAAAAAAAAAAAHD/2gAIAQEAAQUCQP/EABQRAQAAAAAAAAAAAAAAAAAAAHD/2gAI
                AQMBAT8BQP/EABQRAQAAAAAAAAAAAAAAAAAAAHD/2gAIAQIBAT8BQP/EABQQAQAAAAAAAAAAAAAAAAAAAHD/2gAIAQEABj8CQP/E
                ABQQAQAAAAAAAAAAAAAAAAAAAHD/2gAIAQEAAT8hQP/aAAwDAQACAAMAAAAQ/wD/AP8A/wD/AP8A/wD/AP8A/wD/AP8A/wD/AP8A
                /wD/AP8A/wD/AP8A/wD/AP8A/wD/AP8A/wD/AP8A/wD/AP8A/wD/AP8A/wD/AP8Akkkk/wD/AP8Akkkk/wD/AP8Akkkk/wD/AP8A
                kkkk/wD/AP8Akkkk/wD/AP8Akkkk/8QAFBEBAAAAAAAAAAAAAAAAAAAAcP/aAAgBAwEBPxBA/8QAFBEBAAAAAAAAAAAAAAAAAAAA
                cP/aAAgBAgEBPxBA/8QAFBABAAAAAAAAAAAAAAAAAAAAcP/aAAgBAQABPxBA/9k=
                """, options: .ignoreUnknownCharacters)!)

    static let grey = [UInt8](
        Data(
            base64Encoded: """
                /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMU
                FRUVDA8XGBYUGBIUFRT/wAALCABgAIABAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF
                BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW
                V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi
                4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APEqKKKKKKK96ooooooorwWiiiiiiiveqKKKKKKK8Fooooooor3qiiiiiiivBaKK
                KKKKK96ooooooorwWiiiiiiiveqKKKKKKK8Fooooooor3qiiiiiiivlWiiiiiiiv3iooooooor8HaKKKKKKK/eKiiiiiiivwdooo
                oooor94qKKKKKKK/B2iiiiiiiv3iooooooor8HaKKKKKKK/eKiiiiiiivwdooooooor94qKKKKKKK//Z
                """, options: .ignoreUnknownCharacters)!)

    static let restarts422 = [UInt8](
        Data(
            base64Encoded: """
                /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMU
                FRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU
                FBQUFBQUFBT/wAARCABgAIADASEAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF
                BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW
                V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi
                4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC
                AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm
                Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq
                8vP09fb3+Pn6/90ABAAD/9oADAMBAAIRAxEAPwDxKivyo/v0KKACigD/0PEqK/Kj+/T3qivHP8PQooA//9G7RX4kfx0FFAHgtFew
                f7hH/9LxKivyo/v0KKACigD/07tFfiR/HQUUAFFAH//Uu0V+JH8dHgtFewf7hBRQB//V8Sor8qP79CigD3qivHP8PT//1rtFfiR/
                HQUUAFFAH//X8Sor8qP79CigAooA/9DxKivyo/v096orxz/D0KKAP//Ru0V+JH8dBRQB4LRXsH+4R//S8Sor8qP79CigAooA/9O7
                RX4kfx0FFABRQB//1LtFfiR/HR4LRXsH+4QUUAf/1fEqK/Kj+/QooA96orxz/D0//9a7RX4kfx0FFABRQB//1/mKiv7jPzQKKACi
                gD//0PmKiv7jPzQ/eKiv4cP0sKKAP//R/UWigAooA/B2iv7jPzQ//9L5ior+4z80CigAooA//9P9RaKACigAooA//9T9RaKAPwdo
                r+4z80CigD//1fmKiv7jPzQKKAP3ior+HD9LP//W/UWigAooAKKAP//X+YqK/uM/NAooAKKAP//Q+YqK/uM/ND94qK/hw/SwooA/
                /9H9RaKACigD8HaK/uM/ND//0vmKiv7jPzQKKACigD//0/1FooAKKACigD//1P1FooA/B2iv7jPzQKKAP//V+YqK/uM/NAooA/eK
                iv4cP0s//9b9RaKACigAooA//9k=
                """, options: .ignoreUnknownCharacters)!)
}
