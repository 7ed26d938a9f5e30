print("tote")
