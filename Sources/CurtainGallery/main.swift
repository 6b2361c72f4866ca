print("curtain-gallery")
