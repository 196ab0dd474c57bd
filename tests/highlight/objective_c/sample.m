#import <Foundation/Foundation.h>
#import "MyClass.h"

@class NSString, NSArray;
@protocol Drawable;

@interface Shape : NSObject <NSCopying>
@property (nonatomic, strong) NSString *name;
@property (nonatomic, assign, readonly) CGFloat area;
- (instancetype)initWithName:(NSString *)name;
+ (Shape *)shapeNamed:(NSString *)name sides:(NSInteger)sides;
@end

@interface Shape (Drawing)
- (void)drawInContext:(CGContextRef)ctx;
@end

@implementation Shape

@synthesize name = _name;

- (instancetype)initWithName:(NSString *)name {
    self = [super init];
    if (self) {
        _name = [name copy];
        NSLog(@"created %@ with %d sides", name, 4);
    }
    return self;
}

+ (Shape *)shapeNamed:(NSString *)name sides:(NSInteger)sides {
    Shape *s = [[Shape alloc] initWithName:name];
    NSArray *list = @[@1, @2.5, @YES, @"str"];
    NSDictionary *dict = @{@"key": @42, @"other": list};
    char c = @'x';
    @try {
        [s performSelector:@selector(drawInContext:) withObject:nil];
    } @catch (NSException *e) {
        NSLog(@"%@", [e reason]);
    } @finally {
        @autoreleasepool {
            id obj = dict[@"key"];
            BOOL ok = obj != nil ? YES : NO;
        }
    }
    void (^block)(int) = ^(int x) { NSLog(@"%d", x * 2); };
    block(3);
    return s;
}

- (CGFloat)area {
    return 0.0f; // unknown shape
}

/* multi-line
   comment */
- (id)copyWithZone:(NSZone *)zone {
    return [[[self class] allocWithZone:zone] initWithName:self.name];
}

@end
