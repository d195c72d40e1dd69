# hot: unparsed
def lonely(x):
    return x.item()  # COLD
