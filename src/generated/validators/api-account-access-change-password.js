// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-change-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-change-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-change-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-change-password.json","title":"caption.changePassword","description":"POST /api/user/changepassword: a new password for userName after the security answers (token from /user/securityanswers/validate with help type 1). The server adds the checks that need the account: not containing or equal to the names, username or e-mail, differing from the current password and the recent ones.","type":"object","required":["userName","password","token"],"properties":{"userName":{"title":"caption.username","type":"string","minLength":1,"maxLength":150,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.maxLength"},"examples":["pat.lee@clinic.example.org"],"validCharacters":true},"password":{"$ref":"#/definitions/password"},"token":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"examples":["q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE"],"validCharacters":true}},"additionalProperties":false,"differsFromFields":[{"field":"password","others":["userName"],"messageId":"password.rule.differs"}],"examples":[{"userName":"pat.lee@clinic.example.org","password":"Kb7mQz2wLp9rTx4","token":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE"}],"invalidExamples":[{"value":{"userName":"pat","password":"pasw0rdx","token":"t"},"messageId":"password.rule.uppercase","path":"/password"},{"value":{"userName":"pat","password":"Pasw0rdX"},"messageId":"field.required","path":"/token"}],"definitions":{"password":{"title":"caption.password","description":"Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.","type":"string","minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"examples":["Pasw0rdX","Kb7mQz2wLp9rTx4"],"invalidExamples":[{"value":"pasw0rdx","messageId":"password.rule.uppercase"},{"value":"PASW0RDX","messageId":"password.rule.lowercase"},{"value":"PaswordXy","messageId":"password.rule.digit"},{"value":"Pasw0rd X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Pasw0rd'X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Passw0rdX","messageId":"password.rule.noRepeats"}],"validCharacters":true}}};
const schema28 = {"title":"caption.password","description":"Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.","type":"string","minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"examples":["Pasw0rdX","Kb7mQz2wLp9rTx4"],"invalidExamples":[{"value":"pasw0rdx","messageId":"password.rule.uppercase"},{"value":"PASW0RDX","messageId":"password.rule.lowercase"},{"value":"PaswordXy","messageId":"password.rule.digit"},{"value":"Pasw0rd X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Pasw0rd'X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Passw0rdX","messageId":"password.rule.noRepeats"}],"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("[A-Z]", "u");
const pattern2 = new RegExp("[a-z]", "u");
const pattern3 = new RegExp("[0-9]", "u");
const pattern4 = new RegExp("^[^\\s'\"]*$", "u");
const pattern5 = new RegExp("(.)\\1", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-change-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userName"},message:"must have required property '"+"userName"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.token === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "userName") || (key0 === "password")) || (key0 === "token"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.userName !== undefined){
let data0 = data.userName;
if(typeof data0 === "string"){
if(func2(data0) > 150){
const err4 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema27.properties.userName,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.userName,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.userName,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.userName.type,parentSchema:schema27.properties.userName,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func2(data1) > 15){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 8){
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern2.test(data1)){
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern3.test(data1)){
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data1)){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.noSpacesOrQuotes", pattern: "^[^\\s'\"]*$"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(pattern5.test(data1)){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/noRepeatedCharacters",keyword:"noRepeatedCharacters",params:{},message:"must not repeat a character consecutively",schema:true,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(pattern0.test(data1)){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.token !== undefined){
let data2 = data.token;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err17 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.token,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data2) < 1){
const err18 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.token,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(pattern0.test(data2)){
const err19 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.token,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.token.type,parentSchema:schema27.properties.token,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(typeof data["password"] == "string" && typeof data["userName"] == "string" && data["password"].toLowerCase() === data["userName"].toLowerCase()){
const err21 = {instancePath:instancePath+"/password",schemaPath:"#/differsFromFields",keyword:"differsFromFields",params:{messageId: "password.rule.differs", other: "userName"},message:"must differ from another field",schema:schema27.differsFromFields,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
