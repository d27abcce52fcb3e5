import QuarrySQLite

print("Quarry example")
