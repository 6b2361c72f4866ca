print("curtain")
