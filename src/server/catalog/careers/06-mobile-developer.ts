import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const mobileDeveloper: CatalogCareer = {
  id: 6,
  slug: 'mobile',
  title: 'Mobile Developer',
  summary:
    'Mobile developers build the iOS and Android apps people carry every day, from the first screen sketch ' +
    'to the release on the App Store and Google Play. The job mixes native platform work (Swift and ' +
    'Kotlin), cross-platform frameworks, offline data, networking and careful attention to performance and ' +
    "battery. It suits people who enjoy polished user interfaces, like seeing their work in users' hands, " +
    'and are happy to keep up with two platforms that change every year.',
  skills: [
    {
      id: 'mobile.swift',
      name: 'Swift',
      category: 'Languages',
      description:
        'Swift is the language of every modern iOS, iPadOS and watchOS app. Optionals, value types, ' +
        "protocols and generics shape how Apple's frameworks are designed, so fluency here makes " +
        'everything else easier.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'mobile.swift.r1',
          type: 'book',
          title: 'The Swift Programming Language',
          source: 'Swift.org',
          link: 'https://docs.swift.org/swift-book/',
          duration: '25h',
        },
        {
          id: 'mobile.swift.r2',
          type: 'tutorial',
          title: 'Develop in Swift Tutorials',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/tutorials/develop-in-swift/',
          duration: '20h',
        },
        {
          id: 'mobile.swift.r3',
          type: 'article',
          title: 'Getting Started with Swift',
          source: 'Swift.org',
          link: 'https://www.swift.org/getting-started/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'mobile.swiftui',
      name: 'SwiftUI',
      category: 'Frameworks',
      description:
        "SwiftUI is Apple's declarative UI framework and the default for new iOS screens. Mobile " +
        'developers use it daily for layouts, state management, navigation and animation across all Apple ' +
        'platforms.',
      difficulty: 'beginner',
      estimatedHours: 50,
      resources: [
        {
          id: 'mobile.swiftui.r1',
          type: 'tutorial',
          title: 'SwiftUI Tutorials',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/tutorials/swiftui',
          duration: '12h',
        },
        {
          id: 'mobile.swiftui.r2',
          type: 'course',
          title: '100 Days of SwiftUI',
          source: 'Hacking with Swift',
          link: 'https://www.hackingwithswift.com/100/swiftui',
          duration: '100h',
        },
        {
          id: 'mobile.swiftui.r3',
          type: 'course',
          title: 'CS193p: Developing Apps for iOS',
          source: 'Stanford University',
          link: 'https://cs193p.sites.stanford.edu/',
          duration: '40h',
        },
      ],
    },
    {
      id: 'mobile.xcode',
      name: 'Xcode & Instruments',
      category: 'Tools',
      description:
        'Every iOS app is built, signed, debugged and profiled in Xcode. Knowing its debugger, previews, ' +
        'build settings and the Instruments profiler is how you find crashes, leaks and slow screens ' +
        'before users do.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'mobile.xcode.r1',
          type: 'article',
          title: 'Xcode Documentation',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/documentation/xcode',
          duration: '6h',
        },
        {
          id: 'mobile.xcode.r2',
          type: 'article',
          title: "Improving Your App's Performance",
          source: 'Apple Developer',
          link: 'https://developer.apple.com/documentation/xcode/improving-your-app-s-performance',
          duration: '4h',
        },
        {
          id: 'mobile.xcode.r3',
          type: 'article',
          title: 'Xcode Overview',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/xcode/',
          duration: '1h',
        },
      ],
    },
    {
      id: 'mobile.kotlin',
      name: 'Kotlin',
      category: 'Languages',
      description:
        "Kotlin is Google's preferred language for Android. Null safety, data classes, extension " +
        'functions and lambdas are used throughout Jetpack libraries, so Android work starts with solid ' +
        'Kotlin.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'mobile.kotlin.r1',
          type: 'tutorial',
          title: 'Kotlin Tour',
          source: 'Kotlin Documentation (JetBrains)',
          link: 'https://kotlinlang.org/docs/kotlin-tour-welcome.html',
          duration: '6h',
        },
        {
          id: 'mobile.kotlin.r2',
          type: 'tutorial',
          title: 'Kotlin Koans',
          source: 'JetBrains',
          link: 'https://play.kotlinlang.org/koans/overview',
          duration: '8h',
        },
        {
          id: 'mobile.kotlin.r3',
          type: 'article',
          title: 'Kotlin on Android',
          source: 'Android Developers',
          link: 'https://developer.android.com/kotlin',
          duration: '2h',
        },
      ],
    },
    {
      id: 'mobile.jetpack-compose',
      name: 'Jetpack Compose',
      category: 'Frameworks',
      description:
        'Jetpack Compose is the modern, declarative UI toolkit for Android and the recommended way to ' +
        'build new screens. You need it for layouts, state hoisting, theming, lists and navigation in ' +
        "today's Android apps.",
      difficulty: 'intermediate',
      estimatedHours: 50,
      resources: [
        {
          id: 'mobile.jetpack-compose.r1',
          type: 'course',
          title: 'Android Basics with Compose',
          source: 'Android Developers',
          link: 'https://developer.android.com/courses/android-basics-compose/course',
          duration: '80h',
        },
        {
          id: 'mobile.jetpack-compose.r2',
          type: 'tutorial',
          title: 'Jetpack Compose Tutorial',
          source: 'Android Developers',
          link: 'https://developer.android.com/develop/ui/compose/tutorial',
          duration: '2h',
        },
        {
          id: 'mobile.jetpack-compose.r3',
          type: 'article',
          title: 'Jetpack Compose Documentation',
          source: 'Android Developers',
          link: 'https://developer.android.com/develop/ui/compose/documentation',
          duration: '10h',
        },
      ],
    },
    {
      id: 'mobile.android-studio',
      name: 'Android Studio & Gradle',
      category: 'Tools',
      description:
        'Android Studio is where Android apps are written, run on emulators, debugged and profiled, and ' +
        'Gradle builds them. Build variants, dependencies and signing configs all live in Gradle files you ' +
        'will maintain.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'mobile.android-studio.r1',
          type: 'article',
          title: 'Meet Android Studio',
          source: 'Android Developers',
          link: 'https://developer.android.com/studio/intro',
          duration: '3h',
        },
        {
          id: 'mobile.android-studio.r2',
          type: 'article',
          title: 'Configure Your Build',
          source: 'Android Developers',
          link: 'https://developer.android.com/build',
          duration: '4h',
        },
        {
          id: 'mobile.android-studio.r3',
          type: 'article',
          title: 'Gradle User Manual',
          source: 'Gradle',
          link: 'https://docs.gradle.org/current/userguide/userguide.html',
          duration: '6h',
        },
      ],
    },
    {
      id: 'mobile.platform-design',
      name: 'Human Interface Guidelines & Material Design',
      category: 'Concepts',
      description:
        'Users expect apps to behave like their platform: navigation patterns, gestures, typography, dark ' +
        "mode and accessibility. Apple's HIG and Google's Material Design are the references reviewers " +
        'and designers use.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'mobile.platform-design.r1',
          type: 'article',
          title: 'Human Interface Guidelines',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/design/human-interface-guidelines',
          duration: '6h',
        },
        {
          id: 'mobile.platform-design.r2',
          type: 'article',
          title: 'Material Design 3',
          source: 'Google',
          link: 'https://m3.material.io/',
          duration: '6h',
        },
        {
          id: 'mobile.platform-design.r3',
          type: 'article',
          title: 'Make Apps More Accessible',
          source: 'Android Developers',
          link: 'https://developer.android.com/guide/topics/ui/accessibility',
          duration: '3h',
        },
      ],
    },
    {
      id: 'mobile.architecture',
      name: 'Mobile App Architecture (MVVM)',
      category: 'Concepts',
      description:
        'Real apps outgrow a single screen quickly. Layered architecture with view models, repositories ' +
        'and unidirectional data flow keeps UI code testable and survives configuration changes and ' +
        'process death.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'mobile.architecture.r1',
          type: 'article',
          title: 'Guide to App Architecture',
          source: 'Android Developers',
          link: 'https://developer.android.com/topic/architecture',
          duration: '5h',
        },
        {
          id: 'mobile.architecture.r2',
          type: 'tutorial',
          title: 'Now in Android Sample App',
          source: 'Android (GitHub)',
          link: 'https://github.com/android/nowinandroid',
          duration: '10h',
        },
        {
          id: 'mobile.architecture.r3',
          type: 'article',
          title: 'Managing Model Data in Your App',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app',
          duration: '2h',
        },
      ],
    },
    {
      id: 'mobile.swift-concurrency',
      name: 'Swift Concurrency',
      category: 'Concepts',
      description:
        'async/await, tasks and actors are how modern iOS code loads data without freezing the UI. Swift 6 ' +
        'strict concurrency checking makes data-race safety a compile-time requirement you must ' +
        'understand.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'mobile.swift-concurrency.r1',
          type: 'article',
          title: 'Concurrency (The Swift Programming Language)',
          source: 'Swift.org',
          link: 'https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/',
          duration: '3h',
        },
        {
          id: 'mobile.swift-concurrency.r2',
          type: 'article',
          title: 'Swift 6 Migration Guide',
          source: 'Swift.org',
          link: 'https://www.swift.org/migration/documentation/migrationguide/',
          duration: '4h',
        },
        {
          id: 'mobile.swift-concurrency.r3',
          type: 'tutorial',
          title: 'Swift Concurrency by Example',
          source: 'Hacking with Swift',
          link: 'https://www.hackingwithswift.com/quick-start/concurrency',
          duration: '10h',
        },
      ],
    },
    {
      id: 'mobile.kotlin-coroutines',
      name: 'Kotlin Coroutines & Flow',
      category: 'Concepts',
      description:
        'Coroutines and Flow are the Android standard for background work, network calls and streams of UI ' +
        'state. Structured concurrency and lifecycle-aware collection prevent leaks and crashes in ' +
        'production apps.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'mobile.kotlin-coroutines.r1',
          type: 'article',
          title: 'Coroutines Guide',
          source: 'Kotlin Documentation (JetBrains)',
          link: 'https://kotlinlang.org/docs/coroutines-guide.html',
          duration: '6h',
        },
        {
          id: 'mobile.kotlin-coroutines.r2',
          type: 'article',
          title: 'Kotlin Coroutines on Android',
          source: 'Android Developers',
          link: 'https://developer.android.com/kotlin/coroutines',
          duration: '2h',
        },
        {
          id: 'mobile.kotlin-coroutines.r3',
          type: 'article',
          title: 'Kotlin Flows on Android',
          source: 'Android Developers',
          link: 'https://developer.android.com/kotlin/flow',
          duration: '2h',
        },
      ],
    },
    {
      id: 'mobile.networking',
      name: 'Mobile Networking (URLSession & Retrofit)',
      category: 'Frameworks',
      description:
        'Almost every app talks to a backend. You need to call REST APIs, decode JSON, handle flaky mobile ' +
        'connections, retries and authentication tokens with URLSession on iOS and Retrofit or OkHttp on ' +
        'Android.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'mobile.networking.r1',
          type: 'article',
          title: 'URLSession',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/documentation/foundation/urlsession',
          duration: '3h',
        },
        {
          id: 'mobile.networking.r2',
          type: 'tutorial',
          title: 'Get Data from the Internet',
          source: 'Android Developers',
          link: 'https://developer.android.com/codelabs/basic-android-kotlin-compose-getting-data-internet',
          duration: '3h',
        },
        {
          id: 'mobile.networking.r3',
          type: 'article',
          title: 'Retrofit',
          source: 'Square',
          link: 'https://square.github.io/retrofit/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'mobile.persistence',
      name: 'On-Device Persistence (SwiftData & Room)',
      category: 'Frameworks',
      description:
        'Mobile apps must work on a train with no signal. Storing data locally with SwiftData or Core Data ' +
        'on iOS and Room or DataStore on Android enables offline-first behavior, caching and fast app ' +
        'start.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'mobile.persistence.r1',
          type: 'article',
          title: 'SwiftData',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/documentation/swiftdata',
          duration: '4h',
        },
        {
          id: 'mobile.persistence.r2',
          type: 'article',
          title: 'Save Data in a Local Database Using Room',
          source: 'Android Developers',
          link: 'https://developer.android.com/training/data-storage/room',
          duration: '4h',
        },
        {
          id: 'mobile.persistence.r3',
          type: 'article',
          title: 'DataStore',
          source: 'Android Developers',
          link: 'https://developer.android.com/topic/libraries/architecture/datastore',
          duration: '2h',
        },
      ],
    },
    {
      id: 'mobile.testing',
      name: 'Mobile Testing (XCTest, Swift Testing & Espresso)',
      category: 'Tools',
      description:
        'Shipping to millions of devices without a safety net is risky. Unit tests for view models and UI ' +
        'tests for key flows catch regressions before review, and teams expect them in every pull request.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'mobile.testing.r1',
          type: 'article',
          title: 'Swift Testing',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/documentation/testing',
          duration: '3h',
        },
        {
          id: 'mobile.testing.r2',
          type: 'article',
          title: 'XCTest',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/documentation/xctest',
          duration: '3h',
        },
        {
          id: 'mobile.testing.r3',
          type: 'article',
          title: 'Test Apps on Android',
          source: 'Android Developers',
          link: 'https://developer.android.com/training/testing',
          duration: '4h',
        },
        {
          id: 'mobile.testing.r4',
          type: 'article',
          title: 'Testing Your Compose Layout',
          source: 'Android Developers',
          link: 'https://developer.android.com/develop/ui/compose/testing',
          duration: '2h',
        },
      ],
    },
    {
      id: 'mobile.react-native',
      name: 'React Native & Expo',
      category: 'Frameworks',
      description:
        'Many companies ship one codebase to both platforms with React Native. Expo adds a managed ' +
        'toolchain, over-the-air updates and cloud builds, which makes it a common choice for startups and ' +
        'product teams.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'mobile.react-native.r1',
          type: 'article',
          title: 'React Native Documentation',
          source: 'Meta Open Source',
          link: 'https://reactnative.dev/docs/getting-started',
          duration: '10h',
        },
        {
          id: 'mobile.react-native.r2',
          type: 'tutorial',
          title: 'Expo Tutorial',
          source: 'Expo',
          link: 'https://docs.expo.dev/tutorial/introduction/',
          duration: '5h',
        },
        {
          id: 'mobile.react-native.r3',
          type: 'article',
          title: 'Expo Documentation',
          source: 'Expo',
          link: 'https://docs.expo.dev/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'mobile.flutter',
      name: 'Flutter & Dart',
      category: 'Frameworks',
      description:
        'Flutter renders the same widget tree on iOS and Android from one Dart codebase and is widely used ' +
        'for cross-platform products. Knowing it widens the range of mobile teams you can join.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'mobile.flutter.r1',
          type: 'tutorial',
          title: 'Your First Flutter App',
          source: 'Google Codelabs',
          link: 'https://codelabs.developers.google.com/codelabs/flutter-codelab-first',
          duration: '3h',
        },
        {
          id: 'mobile.flutter.r2',
          type: 'article',
          title: 'Flutter Documentation',
          source: 'Flutter (Google)',
          link: 'https://docs.flutter.dev/',
          duration: '15h',
        },
        {
          id: 'mobile.flutter.r3',
          type: 'article',
          title: 'Introduction to Dart',
          source: 'Dart (Google)',
          link: 'https://dart.dev/language',
          duration: '6h',
        },
      ],
    },
    {
      id: 'mobile.app-store-release',
      name: 'App Store & Google Play Publishing',
      category: 'Tools',
      description:
        'An app is not done until it is in the stores. Code signing, TestFlight and Play testing tracks, ' +
        'review guidelines, staged rollouts and release automation with fastlane are part of a mobile ' +
        "developer's job.",
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'mobile.app-store-release.r1',
          type: 'article',
          title: 'App Review Guidelines',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/app-store/review/guidelines/',
          duration: '2h',
        },
        {
          id: 'mobile.app-store-release.r2',
          type: 'article',
          title: 'TestFlight',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/testflight/',
          duration: '1h',
        },
        {
          id: 'mobile.app-store-release.r3',
          type: 'article',
          title: 'Play Console Help',
          source: 'Google',
          link: 'https://support.google.com/googleplay/android-developer/',
          duration: '3h',
        },
        {
          id: 'mobile.app-store-release.r4',
          type: 'article',
          title: 'fastlane Documentation',
          source: 'fastlane',
          link: 'https://docs.fastlane.tools/',
          duration: '4h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'mobile.habit-tracker-swiftui',
      title: 'SwiftUI Habit Tracker',
      description:
        'Build an iPhone app where users create daily habits, tick them off and see a streak counter per ' +
        'habit. Use SwiftUI lists, sheets and navigation, follow the Human Interface Guidelines, and ' +
        'support Dark Mode and Dynamic Type. Done when it runs on a device from Xcode and keeps habits ' +
        'between launches.',
      difficulty: 'beginner',
      estimatedHours: 20,
      technologies: ['Swift', 'SwiftUI', 'Xcode'],
      skillIds: ['mobile.swift', 'mobile.swiftui', 'mobile.xcode', 'mobile.platform-design'],
    },
    {
      id: 'mobile.compose-weather-app',
      title: 'Jetpack Compose Weather App',
      description:
        "Create an Android app that shows current weather and a 7-day forecast for the user's saved " +
        'cities using a public weather API. Use Retrofit and coroutines in a repository, expose UI state ' +
        'from a ViewModel with StateFlow, and handle loading, error and offline states. Done when rotation ' +
        'and a lost connection never crash the app.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      technologies: ['Kotlin', 'Jetpack Compose', 'Retrofit', 'Coroutines', 'Android Studio'],
      skillIds: [
        'mobile.kotlin',
        'mobile.jetpack-compose',
        'mobile.networking',
        'mobile.kotlin-coroutines',
        'mobile.architecture',
      ],
    },
    {
      id: 'mobile.offline-notes-app',
      title: 'Offline-First Notes App with Sync',
      description:
        'Build a notes app (iOS with SwiftData or Android with Room) that works fully offline and syncs ' +
        'with a small REST backend when the network returns, resolving conflicts by last-modified time. ' +
        'Cover the view models and sync logic with unit tests. Done when notes created in airplane mode ' +
        'appear on the server after reconnecting.',
      difficulty: 'intermediate',
      estimatedHours: 45,
      technologies: ['SwiftData or Room', 'async/await or Coroutines', 'REST API', 'Swift Testing or JUnit'],
      skillIds: ['mobile.persistence', 'mobile.networking', 'mobile.architecture', 'mobile.testing'],
    },
    {
      id: 'mobile.expense-tracker-react-native',
      title: 'Cross-Platform Expense Tracker',
      description:
        'Ship one React Native app with Expo that runs on iOS and Android: log expenses with categories, ' +
        "show monthly charts, store data locally and export a CSV. Respect each platform's navigation " +
        'conventions. Done when the same build installs on a physical iPhone and Android phone through ' +
        'Expo.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      technologies: ['React Native', 'Expo', 'TypeScript', 'SQLite'],
      skillIds: ['mobile.react-native', 'mobile.platform-design', 'mobile.persistence'],
    },
    {
      id: 'mobile.store-ready-app',
      title: 'Store-Ready App with Automated Releases',
      description:
        'Take one of your earlier apps to production quality: add UI tests for the main flow, profile and ' +
        'fix slow screens and memory leaks, add accessibility labels, and set up a fastlane or CI pipeline ' +
        'that builds, signs and uploads to TestFlight or a Play internal testing track. Done when a tagged ' +
        'commit produces an installable tester build with no manual steps.',
      difficulty: 'advanced',
      estimatedHours: 60,
      technologies: ['fastlane', 'GitHub Actions', 'Instruments', 'TestFlight', 'Google Play Console'],
      skillIds: ['mobile.app-store-release', 'mobile.testing', 'mobile.xcode', 'mobile.android-studio'],
    },
  ],
};
