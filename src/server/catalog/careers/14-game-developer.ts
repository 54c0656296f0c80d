import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const gameDeveloper: CatalogCareer = {
  id: 14,
  slug: 'game',
  title: 'Game Developer',
  summary:
    'Game developers turn designs into playable games: gameplay code, physics, AI, rendering, networking ' +
    'and the performance work that keeps a game at a steady frame rate on PC, console and mobile. Most ' +
    'start in Unity, Godot or Unreal Engine and grow towards gameplay, graphics or engine programming. It ' +
    'suits people who love games, enjoy maths and fast iteration, and can take blunt playtest feedback.',
  skills: [
    {
      id: 'game.csharp',
      name: 'C#',
      category: 'Languages',
      description:
        'C# is the scripting language of Unity, the most widely used engine for indie, mobile and many ' +
        'console games. Classes, generics, events and LINQ appear in almost every gameplay script you will ' +
        'write.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'game.csharp.r1',
          type: 'article',
          title: 'A Tour of the C# Language',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/dotnet/csharp/tour-of-csharp/',
          duration: '3h',
        },
        {
          id: 'game.csharp.r2',
          type: 'course',
          title: 'Foundational C# with Microsoft',
          source: 'freeCodeCamp',
          link: 'https://www.freecodecamp.org/learn/foundational-c-sharp-with-microsoft/',
          duration: '35h',
        },
        {
          id: 'game.csharp.r3',
          type: 'article',
          title: 'C# Documentation',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/dotnet/csharp/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'game.unity',
      name: 'Unity',
      category: 'Frameworks',
      description:
        'Unity is the engine behind a large share of commercial games and most junior game job ads. You ' +
        'need its editor, GameObjects and components, prefabs, scenes and the MonoBehaviour lifecycle to ' +
        'ship anything.',
      difficulty: 'beginner',
      estimatedHours: 60,
      resources: [
        {
          id: 'game.unity.r1',
          type: 'course',
          title: 'Unity Essentials Pathway',
          source: 'Unity Learn',
          link: 'https://learn.unity.com/pathway/unity-essentials',
          duration: '12h',
        },
        {
          id: 'game.unity.r2',
          type: 'course',
          title: 'Junior Programmer Pathway',
          source: 'Unity Learn',
          link: 'https://learn.unity.com/pathway/junior-programmer',
          duration: '40h',
        },
        {
          id: 'game.unity.r3',
          type: 'article',
          title: 'Unity Manual',
          source: 'Unity Documentation',
          link: 'https://docs.unity3d.com/Manual/index.html',
          duration: '10h',
        },
      ],
    },
    {
      id: 'game.math',
      name: '3D Math for Games (Vectors, Matrices, Quaternions)',
      category: 'Concepts',
      description:
        'Moving, rotating and aiming anything in a game is linear algebra. Dot and cross products, ' +
        'transform matrices and quaternions are used daily for cameras, movement, line of sight and ' +
        'animation.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'game.math.r1',
          type: 'book',
          title: '3D Math Primer for Graphics and Game Development',
          source: 'Fletcher Dunn & Ian Parberry (gamemath.com)',
          link: 'https://gamemath.com/',
          duration: '40h',
        },
        {
          id: 'game.math.r2',
          type: 'video',
          title: 'Essence of Linear Algebra',
          source: '3Blue1Brown',
          link: 'https://www.3blue1brown.com/topics/linear-algebra',
          duration: '3h',
        },
        {
          id: 'game.math.r3',
          type: 'course',
          title: 'Linear Algebra',
          source: 'Khan Academy',
          link: 'https://www.khanacademy.org/math/linear-algebra',
          duration: '25h',
        },
      ],
    },
    {
      id: 'game.programming-patterns',
      name: 'Game Loop & Game Programming Patterns',
      category: 'Concepts',
      description:
        'Games run a fixed update loop, not request handlers. Understanding frame timing, fixed timesteps, ' +
        'components, state machines, object pools and event queues keeps gameplay code fast and ' +
        'maintainable.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'game.programming-patterns.r1',
          type: 'book',
          title: 'Game Programming Patterns',
          source: 'Robert Nystrom',
          link: 'https://gameprogrammingpatterns.com/',
          duration: '20h',
        },
        {
          id: 'game.programming-patterns.r2',
          type: 'article',
          title: 'Fix Your Timestep!',
          source: 'Gaffer On Games (Glenn Fiedler)',
          link: 'https://gafferongames.com/post/fix_your_timestep/',
          duration: '1h',
        },
        {
          id: 'game.programming-patterns.r3',
          type: 'article',
          title: 'Order of Execution for Event Functions',
          source: 'Unity Documentation',
          link: 'https://docs.unity3d.com/Manual/ExecutionOrder.html',
          duration: '1h',
        },
      ],
    },
    {
      id: 'game.design',
      name: 'Game Design Fundamentals',
      category: 'Concepts',
      description:
        'Programmers on small teams make design decisions constantly. Core loops, game feel, difficulty ' +
        'curves and running playtests help you build mechanics that are actually fun, not just working.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'game.design.r1',
          type: 'course',
          title: 'CMS.608 Game Design',
          source: 'MIT OpenCourseWare',
          link: 'https://ocw.mit.edu/courses/cms-608-game-design-spring-2014/',
          duration: '30h',
        },
        {
          id: 'game.design.r2',
          type: 'video',
          title: "Game Maker's Toolkit",
          source: 'YouTube (Mark Brown)',
          link: 'https://www.youtube.com/@GMTK',
          duration: '10h',
        },
        {
          id: 'game.design.r3',
          type: 'video',
          title: 'GDC Vault',
          source: 'Game Developers Conference',
          link: 'https://www.gdcvault.com/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'game.physics',
      name: 'Game Physics',
      category: 'Concepts',
      description:
        'Rigidbodies, colliders, raycasts and numerical integration drive platformers, shooters and puzzle ' +
        'games alike. Knowing how physics engines step and resolve collisions lets you tune feel and fix ' +
        'jitter.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'game.physics.r1',
          type: 'article',
          title: 'Integration Basics',
          source: 'Gaffer On Games (Glenn Fiedler)',
          link: 'https://gafferongames.com/post/integration_basics/',
          duration: '1h',
        },
        {
          id: 'game.physics.r2',
          type: 'article',
          title: 'Physics',
          source: 'Unity Documentation',
          link: 'https://docs.unity3d.com/Manual/PhysicsSection.html',
          duration: '6h',
        },
        {
          id: 'game.physics.r3',
          type: 'article',
          title: 'Box2D Documentation',
          source: 'Box2D (Erin Catto)',
          link: 'https://box2d.org/documentation/',
          duration: '5h',
        },
      ],
    },
    {
      id: 'game.version-control',
      name: 'Version Control for Game Assets (Git LFS)',
      category: 'Tools',
      description:
        'Game projects mix code with huge binary assets such as textures, audio and scenes. Git LFS, ' +
        "engine merge tools and good branching habits keep a team from overwriting each other's levels.",
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'game.version-control.r1',
          type: 'article',
          title: 'Git Large File Storage',
          source: 'Git LFS',
          link: 'https://git-lfs.com/',
          duration: '1h',
        },
        {
          id: 'game.version-control.r2',
          type: 'book',
          title: 'Pro Git',
          source: 'Scott Chacon & Ben Straub (git-scm.com)',
          link: 'https://git-scm.com/book/en/v2',
          duration: '12h',
        },
        {
          id: 'game.version-control.r3',
          type: 'article',
          title: 'Smart Merge',
          source: 'Unity Documentation',
          link: 'https://docs.unity3d.com/Manual/SmartMerge.html',
          duration: '1h',
        },
      ],
    },
    {
      id: 'game.godot',
      name: 'Godot Engine & GDScript',
      category: 'Frameworks',
      description:
        'Godot is a free, open-source engine that has become a serious choice for 2D and indie 3D games. ' +
        'Its node and scene system and Python-like GDScript make it fast for prototypes and game jams.',
      difficulty: 'beginner',
      estimatedHours: 30,
      resources: [
        {
          id: 'game.godot.r1',
          type: 'article',
          title: 'Getting Started with Godot',
          source: 'Godot Engine Documentation',
          link: 'https://docs.godotengine.org/en/stable/getting_started/introduction/index.html',
          duration: '4h',
        },
        {
          id: 'game.godot.r2',
          type: 'tutorial',
          title: 'Your First 2D Game',
          source: 'Godot Engine Documentation',
          link: 'https://docs.godotengine.org/en/stable/getting_started/first_2d_game/index.html',
          duration: '4h',
        },
        {
          id: 'game.godot.r3',
          type: 'article',
          title: 'GDScript Reference',
          source: 'Godot Engine Documentation',
          link: 'https://docs.godotengine.org/en/stable/tutorials/scripting/gdscript/gdscript_basics.html',
          duration: '3h',
        },
      ],
    },
    {
      id: 'game.cpp',
      name: 'C++',
      category: 'Languages',
      description:
        'C++ is the language of Unreal Engine, most AAA studios and engine programming. Memory management, ' +
        'RAII, templates and cache-friendly data layout matter when every millisecond of a frame counts.',
      difficulty: 'advanced',
      estimatedHours: 80,
      resources: [
        {
          id: 'game.cpp.r1',
          type: 'tutorial',
          title: 'Learn C++',
          source: 'LearnCpp.com',
          link: 'https://www.learncpp.com/',
          duration: '60h',
        },
        {
          id: 'game.cpp.r2',
          type: 'article',
          title: 'C++ Reference',
          source: 'cppreference.com',
          link: 'https://en.cppreference.com/w/',
          duration: '5h',
        },
        {
          id: 'game.cpp.r3',
          type: 'article',
          title: 'C++ Core Guidelines',
          source: 'Standard C++ Foundation',
          link: 'https://isocpp.github.io/CppCoreGuidelines/CppCoreGuidelines',
          duration: '8h',
        },
      ],
    },
    {
      id: 'game.unreal',
      name: 'Unreal Engine (C++ & Blueprints)',
      category: 'Frameworks',
      description:
        'Unreal Engine powers many AAA and high-fidelity games. Studios expect you to know its gameplay ' +
        'framework (Actors, Pawns, Controllers, GameMode), the reflection macros in C++ and when to use ' +
        'Blueprints.',
      difficulty: 'advanced',
      estimatedHours: 70,
      resources: [
        {
          id: 'game.unreal.r1',
          type: 'article',
          title: 'Unreal Engine Documentation',
          source: 'Epic Developer Community',
          link: 'https://dev.epicgames.com/documentation/en-us/unreal-engine',
          duration: '15h',
        },
        {
          id: 'game.unreal.r2',
          type: 'article',
          title: 'Programming with C++ in Unreal Engine',
          source: 'Epic Developer Community',
          link: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/programming-with-cplusplus-in-unreal-engine',
          duration: '10h',
        },
        {
          id: 'game.unreal.r3',
          type: 'article',
          title: 'Blueprints Visual Scripting',
          source: 'Epic Developer Community',
          link: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/blueprints-visual-scripting-in-unreal-engine',
          duration: '6h',
        },
        {
          id: 'game.unreal.r4',
          type: 'course',
          title: 'Unreal Engine Learning Library',
          source: 'Epic Developer Community',
          link: 'https://dev.epicgames.com/community/unreal-engine/learning',
          duration: '20h',
        },
      ],
    },
    {
      id: 'game.shaders',
      name: 'Shaders & Graphics Programming (HLSL/GLSL)',
      category: 'Concepts',
      description:
        'The look of a game comes from shaders running on the GPU. Understanding the rendering pipeline ' +
        'and writing vertex and fragment shaders lets you build custom effects, water, toon shading and ' +
        'post-processing.',
      difficulty: 'advanced',
      estimatedHours: 50,
      resources: [
        {
          id: 'game.shaders.r1',
          type: 'book',
          title: 'The Book of Shaders',
          source: 'Patricio Gonzalez Vivo & Jen Lowe',
          link: 'https://thebookofshaders.com/',
          duration: '20h',
        },
        {
          id: 'game.shaders.r2',
          type: 'tutorial',
          title: 'LearnOpenGL',
          source: 'Joey de Vries',
          link: 'https://learnopengl.com/',
          duration: '40h',
        },
        {
          id: 'game.shaders.r3',
          type: 'tutorial',
          title: 'Unity Tutorials (Rendering Series)',
          source: 'Catlike Coding',
          link: 'https://catlikecoding.com/unity/tutorials/',
          duration: '25h',
        },
      ],
    },
    {
      id: 'game.ai',
      name: 'Game AI (Pathfinding, FSMs & Behavior Trees)',
      category: 'Concepts',
      description:
        'Enemies, companions and crowds need to move and decide convincingly. A* pathfinding, navigation ' +
        'meshes, finite state machines and behavior trees are the standard tools for believable NPCs.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'game.ai.r1',
          type: 'article',
          title: 'Introduction to the A* Algorithm',
          source: 'Red Blob Games (Amit Patel)',
          link: 'https://www.redblobgames.com/pathfinding/a-star/introduction.html',
          duration: '2h',
        },
        {
          id: 'game.ai.r2',
          type: 'article',
          title: 'State (Game Programming Patterns)',
          source: 'Robert Nystrom',
          link: 'https://gameprogrammingpatterns.com/state.html',
          duration: '1h',
        },
        {
          id: 'game.ai.r3',
          type: 'article',
          title: 'AI Navigation',
          source: 'Unity Documentation',
          link: 'https://docs.unity3d.com/Packages/com.unity.ai.navigation@2.0/manual/index.html',
          duration: '4h',
        },
      ],
    },
    {
      id: 'game.profiling',
      name: 'Game Performance Profiling & Optimization',
      category: 'Tools',
      description:
        'A game that drops frames feels broken. Profiling CPU, GPU and memory with engine profilers and ' +
        'frame debuggers, then fixing allocations, draw calls and cache misses, is a core part of ' +
        'shipping.',
      difficulty: 'advanced',
      estimatedHours: 30,
      resources: [
        {
          id: 'game.profiling.r1',
          type: 'article',
          title: 'Profiler Overview',
          source: 'Unity Documentation',
          link: 'https://docs.unity3d.com/Manual/Profiler.html',
          duration: '3h',
        },
        {
          id: 'game.profiling.r2',
          type: 'article',
          title: 'Unreal Insights',
          source: 'Epic Developer Community',
          link: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/unreal-insights-in-unreal-engine',
          duration: '3h',
        },
        {
          id: 'game.profiling.r3',
          type: 'article',
          title: 'Data Locality (Game Programming Patterns)',
          source: 'Robert Nystrom',
          link: 'https://gameprogrammingpatterns.com/data-locality.html',
          duration: '1h',
        },
        {
          id: 'game.profiling.r4',
          type: 'article',
          title: 'RenderDoc Graphics Debugger',
          source: 'RenderDoc',
          link: 'https://renderdoc.org/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'game.multiplayer',
      name: 'Multiplayer Netcode',
      category: 'Concepts',
      description:
        'Online play is expected in many genres. Client-server authority, client-side prediction, lag ' +
        'compensation and state synchronization decide whether a multiplayer game feels fair or ' +
        'unplayable.',
      difficulty: 'advanced',
      estimatedHours: 40,
      resources: [
        {
          id: 'game.multiplayer.r1',
          type: 'article',
          title: 'What Every Programmer Needs To Know About Game Networking',
          source: 'Gaffer On Games (Glenn Fiedler)',
          link: 'https://gafferongames.com/post/what_every_programmer_needs_to_know_about_game_networking/',
          duration: '1h',
        },
        {
          id: 'game.multiplayer.r2',
          type: 'article',
          title: 'Fast-Paced Multiplayer',
          source: 'Gabriel Gambetta',
          link: 'https://www.gabrielgambetta.com/client-server-game-architecture.html',
          duration: '2h',
        },
        {
          id: 'game.multiplayer.r3',
          type: 'article',
          title: 'Source Multiplayer Networking',
          source: 'Valve Developer Community',
          link: 'https://developer.valvesoftware.com/wiki/Source_Multiplayer_Networking',
          duration: '1h',
        },
        {
          id: 'game.multiplayer.r4',
          type: 'article',
          title: 'Unity Multiplayer Networking (Netcode for GameObjects)',
          source: 'Unity Documentation',
          link: 'https://docs-multiplayer.unity3d.com/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'game.publishing',
      name: 'Game Publishing (Steam & itch.io)',
      category: 'Tools',
      description:
        'Finishing and releasing a game is what studios look for in a portfolio. Platform builds, store ' +
        'pages, achievements, patches and playtest branches on Steam and itch.io are part of getting games ' +
        'to players.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'game.publishing.r1',
          type: 'article',
          title: 'Steamworks Documentation',
          source: 'Valve',
          link: 'https://partner.steamgames.com/doc/home',
          duration: '6h',
        },
        {
          id: 'game.publishing.r2',
          type: 'article',
          title: 'Creator Documentation',
          source: 'itch.io',
          link: 'https://itch.io/docs/creators/',
          duration: '2h',
        },
        {
          id: 'game.publishing.r3',
          type: 'article',
          title: 'Exporting Projects',
          source: 'Godot Engine Documentation',
          link: 'https://docs.godotengine.org/en/stable/tutorials/export/index.html',
          duration: '2h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'game.arcade-clone-unity',
      title: 'Arcade Classic Clone in Unity',
      description:
        'Recreate Breakout or Asteroids in Unity with C#: player input, ball or ship physics, scoring, ' +
        'lives, a title screen and game-over flow. Keep the main loop clean with prefabs and a simple game ' +
        'state manager. Done when a friend can play a full round from menu to high score without help.',
      difficulty: 'beginner',
      estimatedHours: 20,
      technologies: ['Unity', 'C#'],
      skillIds: ['game.csharp', 'game.unity', 'game.programming-patterns', 'game.design'],
    },
    {
      id: 'game.platformer-godot',
      title: '2D Platformer in Godot',
      description:
        'Build a three-level platformer in Godot with tight controls (coyote time, jump buffering, ' +
        'variable jump height), moving platforms, collectibles and checkpoints. Tune the feel through at ' +
        'least two playtest rounds and keep the project in Git with LFS for art. Done when it is exported ' +
        'and playable in the browser on itch.io.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      technologies: ['Godot', 'GDScript', 'Git LFS', 'itch.io'],
      skillIds: ['game.godot', 'game.physics', 'game.design', 'game.version-control', 'game.publishing'],
    },
    {
      id: 'game.top-down-ai-shooter',
      title: 'Top-Down Shooter with Smart Enemies',
      description:
        'Make a 3D top-down arena shooter in Unity where enemies patrol, chase and flank the player using ' +
        'NavMesh pathfinding and a state machine or behavior tree. Aim with vector maths, pool bullets to ' +
        'avoid garbage collection spikes, and profile until it holds 60 FPS with 50 enemies on screen.',
      difficulty: 'intermediate',
      estimatedHours: 50,
      technologies: ['Unity', 'C#', 'AI Navigation', 'Unity Profiler'],
      skillIds: ['game.ai', 'game.math', 'game.unity', 'game.profiling'],
    },
    {
      id: 'game.unreal-cpp-prototype',
      title: 'Unreal Engine C++ Gameplay Prototype',
      description:
        'Build a third-person prototype in Unreal Engine with the core character, abilities and ' +
        'interaction system written in C++ and exposed to Blueprints for designers. Add one custom ' +
        'material or shader effect (for example a dissolve or stylized water) and use Unreal Insights to ' +
        'keep frame time within budget. Done when a designer could build a new level using only your ' +
        'Blueprint-exposed pieces.',
      difficulty: 'advanced',
      estimatedHours: 70,
      technologies: ['Unreal Engine', 'C++', 'Blueprints', 'HLSL', 'Unreal Insights'],
      skillIds: ['game.cpp', 'game.unreal', 'game.shaders', 'game.profiling'],
    },
    {
      id: 'game.online-arena',
      title: 'Online Multiplayer Arena',
      description:
        'Create a small 2-8 player online arena game with a server-authoritative model, client-side ' +
        "prediction and interpolation, using Netcode for GameObjects or your engine's equivalent. " +
        'Simulate 150 ms latency and packet loss while testing, then release a playtest build on itch.io ' +
        'or a Steam playtest. Done when players in different cities can finish a match without desyncs.',
      difficulty: 'advanced',
      estimatedHours: 80,
      technologies: ['Unity', 'Netcode for GameObjects', 'C#', 'Steamworks'],
      skillIds: ['game.multiplayer', 'game.unity', 'game.csharp', 'game.publishing'],
    },
  ],
};
