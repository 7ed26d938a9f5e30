import ToteComposition

await CommandLineRoot.main()
